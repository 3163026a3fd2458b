// Regenerates the built-in catalog's Swift values from assets/devices.json:
//   swift run catalog-codegen [assets/devices.json] [Sources/PhoneLayout/Catalog/BuiltInCatalog.swift]
import Glibc
import PhoneLayout
import SafeAreaCLI

let arguments = Array(CommandLine.arguments.dropFirst())
let input = arguments.first ?? "assets/devices.json"
let output = arguments.dropFirst().first ?? "Sources/PhoneLayout/Catalog/BuiltInCatalog.swift"
do {
  let catalog = try DeviceCatalog.decode(
    try FileReader.read(input, limit: DeviceCatalog.maximumFileBytes), file: input)
  try FileReader.write(catalog.swiftSource(), to: output)
  print("wrote \(catalog.devices.count) devices to \(output)")
} catch {
  print("catalog-codegen: \(error)")
  exit(1)
}
