import PhoneLayout
import PhoneTUI

/// A state for tests: a catalog device, its settings edited by `configure`, a terminal size.
public func makeState(
  _ id: String, ios: Int? = nil, columns: Int = 90, rows: Int = 32,
  glyphs: GlyphSet = GlyphSet(unicode: true, color: false),
  _ configure: (inout Settings) -> Void = { _ in }
) -> AppState {
  let device = DeviceCatalog.builtIn.device(matching: id)!
  var settings = Settings(device: device)
  if let ios { settings.ios = IOSVersion(ios) }
  configure(&settings)
  return AppState(
    catalog: .builtIn, settings: settings, terminalSize: TerminalSize(columns: columns, rows: rows),
    glyphs: glyphs)
}

/// The layout of a catalog device with its default settings edited by `configure`.
public func makeLayout(
  _ id: String, ios: Int? = nil, _ configure: (inout Settings) -> Void = { _ in }
) -> ScreenLayout {
  let device = DeviceCatalog.builtIn.device(matching: id)!
  var settings = Settings(device: device)
  if let ios { settings.ios = IOSVersion(ios) }
  configure(&settings)
  return ScreenLayout(device: device, settings: settings)
}
