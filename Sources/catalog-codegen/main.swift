// Regenerates the built-in catalog's Swift values from assets/devices.json:
//   swift run catalog-codegen [assets/devices.json] [Sources/PhoneLayout/Catalog/BuiltInCatalog.swift]
// With --normalize first, it also rewrites the JSON file as `devices --json` prints it (after a
// schema change, or an edit by a script).
import Glibc
import PhoneLayout
import SafeAreaCLI

var arguments = Array(CommandLine.arguments.dropFirst())
let normalize = arguments.first == "--normalize"
if normalize { arguments.removeFirst() }
let input = arguments.first ?? "assets/devices.json"
let output = arguments.dropFirst().first ?? "Sources/PhoneLayout/Catalog/BuiltInCatalog.swift"
do {
  let catalog = try DeviceCatalog.decode(
    try FileReader.read(input, limit: DeviceCatalog.maximumFileBytes), file: input)
  if normalize {
    var current = catalog
    current.schemaVersion = DeviceCatalog.currentSchemaVersion
    try FileReader.write(current.encoded(), to: input)
  }
  try FileReader.write(catalog.swiftSource(), to: output)
  print("wrote \(catalog.devices.count) devices to \(output)")
  let sourcesFile = "assets/sources.json"
  let sourcesOutput = "Sources/PhoneLayout/Sources/BuiltInSources.swift"
  let bibliography = try Bibliography.decode(
    try FileReader.read(sourcesFile, limit: Bibliography.maximumFileBytes), file: sourcesFile)
  try FileReader.write(bibliography.swiftSource(), to: sourcesOutput)
  print("wrote \(bibliography.sources.count) sources to \(sourcesOutput)")
} catch {
  print("catalog-codegen: \(error)")
  exit(1)
}
