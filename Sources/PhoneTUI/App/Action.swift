import PhoneLayout

/// Something the person asked for, named for what it does (never for the key).
public enum Action: Hashable, Sendable {
  case toggleHotspot
  case addConnection
  case removeConnection
  case nextDevice
  case previousDevice
  case nextIOSVersion
  case previousIOSVersion
  case rotate
  case toggleFullScreen
  case cycleNavigationBar
  case cycleBottomBar
  case toggleExtendedEdges
  case cycleStatusBarPreference
  case toggleViewControllerBasedAppearance
  case toggleContainers
  case toggleLaunchScreen
  /// Info.plist `UIDesignRequiresCompatibility`: iOS 26's Liquid Glass bars or the iOS 18 ones.
  case toggleDesignCompatibility
  case toggleSafeAreaOverlay
  case toggleInspector
  case toggleHelp
  /// Escape: closes the help overlay if it is open, else quits.
  case dismiss
  case quit
  case redraw
  case suspend
  /// A mouse click on a cell.
  case click(column: Int, row: Int)
  /// The terminal changed size.
  case resize(columns: Int, rows: Int)
}

/// What the loop must do after an update, beyond drawing the new state.
public enum Effect: Hashable, Sendable {
  case none
  case quit
  /// Repaint every cell (Ctrl-L, resize, return from suspension).
  case redraw
  /// Stop like any job (Ctrl-Z); the loop repaints when the job continues.
  case suspend
}
