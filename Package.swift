// swift-tools-version: 6.0
import PackageDescription

// The product's modules import neither the concurrency runtime nor the regex engine, which Swift
// would otherwise import into every module: nothing here uses them, and linking them (with
// libdispatch) into the static binary raised the previewer's peak memory by 750 KB (DECISIONS.md).
// In release builds the run-time exclusivity checks go too (the compiler's static checks stay): the
// app is single-threaded, and the checks ran on every access to the writer's stored properties.
let lean: [SwiftSetting] = [
  .unsafeFlags([
    "-Xfrontend", "-disable-implicit-concurrency-module-import",
    "-Xfrontend", "-disable-implicit-string-processing-module-import",
  ]),
  .unsafeFlags(["-enforce-exclusivity=unchecked"], .when(configuration: .release)),
  // Every function in a section of its own, so that the release link's ordering file (below)
  // can lay out the ones a session runs together; without it most of a module's code shares one
  // `.text` section and stays where the module is (DECISIONS 61).
  .unsafeFlags(["-Xfrontend", "-function-sections"], .when(configuration: .release)),
]

// Debug builds of the product's modules are optimised too: `swift test` drives them hundreds of
// thousands of times (the invariant sweep, the parity sweep, the solver's hundred thousand views,
// every end-to-end session), and unoptimised generic code spent most of the suite's CPU looking up
// type metadata (DECISIONS 63). The tests themselves stay unoptimised. `SAFEAREA_ONONE=1` leaves
// the modules unoptimised too, to step through them in a debugger.
let optimisedDebug: [SwiftSetting] =
  Context.environment["SAFEAREA_ONONE"] == nil
  ? [.unsafeFlags(["-O"], .when(configuration: .debug))] : []

/// What every module of the product is built with.
let product = lean + optimisedDebug

let package = Package(
  name: "safearea",
  products: [
    .executable(name: "safearea", targets: ["safearea"])
  ],
  dependencies: [],
  targets: [
    // The only C: ncursesw, with a shim for what Swift cannot import. Linked by the module map
    // (ncursesw and tinfo) rather than through pkg-config, whose -D_DEFAULT_SOURCE and
    // -D_XOPEN_SOURCE=600 SwiftPM refuses with a warning on every build (DECISIONS.md).
    .systemLibrary(
      name: "CNCurses",
      path: "CNCurses",
      providers: [.apt(["libncurses-dev"])]
    ),
    // Pure geometry in points, the device catalog and its JSON schema. No ncurses, no I/O.
    .target(name: "PhoneLayout", dependencies: ["AutoLayout"], swiftSettings: product),
    // Interface Builder files (.storyboard, .xib) read into a typed model: a small strict XML
    // reader (no DTD) and the model. Pure: no Foundation, no I/O, no other target.
    .target(name: "InterfaceBuilder", swiftSettings: product),
    // Pure app logic and drawing into a cell buffer. Knows nothing of ncurses.
    .target(name: "PhoneTUI", dependencies: ["PhoneLayout"], swiftSettings: product),
    // The command line: options, `json`, `devices`, `show`. Pure apart from reading a catalog file.
    .target(
      name: "SafeAreaCLI",
      dependencies: ["PhoneLayout", "PhoneTUI", "InterfaceBuilder", "AutoLayout"],
      swiftSettings: product),
    // The only target that imports CNCurses.
    .target(name: "CursesBackend", dependencies: ["CNCurses", "PhoneTUI"], swiftSettings: product),
    // Auto Layout: a Cassowary solver with strict priorities, views and stack views as UIKit turns
    // them into constraints, and the constraint grammar. Depends on nothing (issue 19).
    .target(name: "AutoLayout", swiftSettings: product),
    .executableTarget(
      name: "safearea",
      dependencies: ["SafeAreaCLI", "PhoneTUI", "CursesBackend"],
      swiftSettings: product,
      // Release builds link everything statically (DECISIONS.md, 2026-11-29): loading libstdc++
      // and the other shared libraries cost more start-up time than the whole C floor;
      // and lay out first, together, the functions a previewer session runs (gold's
      // --section-ordering-file; `safearea-bench --hot-functions` writes the list): the code a
      // session touches then fills few pages, which cut its peak memory by 1.3 MB.
      linkerSettings: [
        .unsafeFlags(
          [
            "-static-executable", "-Xlinker",
            "--section-ordering-file=\(Context.packageDirectory)/assets/hot-functions.txt",
          ],
          .when(configuration: .release))
      ]
    ),
    // A pseudo-terminal for the end-to-end tests and the benchmark (never linked into safearea).
    .target(name: "CPseudoTerminal", linkerSettings: [.linkedLibrary("util")]),
    .target(name: "PseudoTerminal", dependencies: ["CPseudoTerminal"]),
    // The benchmark: the previewer against the floor (floor/floor.c, a minimal C ncurses program
    // the benchmark compiles with the system's C compiler, so no Swift runtime is linked into it)
    // on pseudo-terminals, and the pure pipeline.
    .executableTarget(
      name: "safearea-bench",
      dependencies: ["PhoneLayout", "PhoneTUI", "PseudoTerminal", "AutoLayout"],
      exclude: ["floor"]),
    // Developer tool: regenerates Sources/PhoneLayout/Catalog/BuiltInCatalog.swift from assets/devices.json.
    .executableTarget(name: "catalog-codegen", dependencies: ["PhoneLayout", "SafeAreaCLI"]),
    // Helpers every test target shares: builders, the random generator, the golden helper, and
    // the drivers of the real binary (a pipe runner, pseudo-terminals, tmux). Never in a product.
    .target(
      name: "TestSupport", dependencies: ["PhoneLayout", "PhoneTUI", "PseudoTerminal"]),
    .testTarget(name: "PhoneLayoutTests", dependencies: ["PhoneLayout", "TestSupport"]),
    .testTarget(
      name: "InterfaceBuilderTests", dependencies: ["InterfaceBuilder", "TestSupport"]),
    .testTarget(
      name: "PhoneTUITests",
      dependencies: ["PhoneTUI", "PhoneLayout", "TestSupport"],
      exclude: ["Golden"]
    ),
    .testTarget(
      name: "SafeAreaCLITests", dependencies: ["SafeAreaCLI", "PhoneLayout", "TestSupport"]),
    .testTarget(
      name: "CursesBackendTests",
      dependencies: ["CursesBackend", "CNCurses", "PhoneTUI", "PhoneLayout", "TestSupport"]),
    .testTarget(
      name: "EndToEndTests", dependencies: ["safearea", "PseudoTerminal", "TestSupport"]),
    // kiwi/ holds the Python scripts that run kiwisolver (pip install kiwisolver).
    .testTarget(name: "AutoLayoutTests", dependencies: ["AutoLayout"], exclude: ["kiwi"]),
  ]
)
