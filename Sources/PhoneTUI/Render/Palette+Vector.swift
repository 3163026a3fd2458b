extension Palette {
  /// The roles' colours in a vector drawing (SVG), as sRGB hex: the same meanings as the
  /// terminal's, in iOS's own light-mode colours, which a terminal's 256 only approximate.
  ///
  /// The drawing has its own white page, so there is one set whatever the terminal's theme. The
  /// phone: a near-black body, white content (`systemBackground`), iOS's greys from
  /// `systemGray6` to `systemGray2` for content under bars, translucent and opaque bars, the
  /// system blue `#007AFF` for the hotspot, black cutouts and home indicator; the overlays in
  /// iOS's system red, green and purple.
  public static func vector(_ role: StyleRole) -> String {
    switch role {
    case .background: "#FFFFFF"
    case .device: "#1C1C1E"
    case .bezel: "#636366"
    case .window: "#3A3A3C"
    case .content: "#FFFFFF"
    case .underContent: "#EBEBF0"
    case .barOverContent: "#D1D1D6"
    case .bar: "#AEAEB2"
    case .statusBar: "#1C1C1E"
    case .hotspot: "#007AFF"
    case .glass: "#F2F2F7"
    case .cutout, .homeIndicator, .label: "#000000"
    case .labelOnDark: "#FFFFFF"
    case .cell: "#FFFFFF"
    case .cellContent: "#D7F5D7"
    case .keyboard: "#D1D3D9"
    case .safeArea, .viewClipped: "#FF3B30"
    case .difference: "#AF52DE"
    case .fold: "#FF9500"
    case .windowEdge: "#5856D6"
    case .scrollInset: "#007AFF"
    case .viewFits: "#34C759"
    case .viewSelected: "#0040DD"
    case .text: "#1C1C1E"
    case .heading: "#000000"
    case .dim: "#6C6C70"
    case .estimate: "#B25000"
    case .highlight: "#007AFF"
    case .event: "#248A3D"
    case .warning: "#D70015"
    }
  }
}
