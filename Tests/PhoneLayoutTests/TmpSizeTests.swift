import Testing
@testable import PhoneLayout

@Test func tmpSizes() {
  print("SIZES ScreenLayout", MemoryLayout<ScreenLayout>.size, "ctx", MemoryLayout<LayoutContext>.size,
    "facts", MemoryLayout<DeviceFacts>.size, "chrome", MemoryLayout<DeviceChrome>.size,
    "bars", MemoryLayout<BarsStage>.size, "views", MemoryLayout<ViewsStage>.size,
    "status", MemoryLayout<StatusBarStage>.size, "window", MemoryLayout<WindowSafeArea>.size,
    "settings", MemoryLayout<Settings>.size, "margins", MemoryLayout<MarginsStage>.size,
    "keyboard", MemoryLayout<KeyboardStage>.size)
  #expect(true)
}
