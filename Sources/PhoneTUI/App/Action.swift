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
  /// The scroll view's `contentInsetAdjustmentBehavior`: none, automatic, scrollableAxes, never,
  /// always.
  case cycleScrollView
  /// The system keyboard up or down.
  case toggleKeyboard
  /// A foldable folded, open, half-open.
  case cyclePose
  /// The SDK the app was built with: the newest for the iOS, or the one before.
  case cycleSDK
  /// Two phones side by side, or back to one.
  case toggleSplit
  /// Keys act on the other phone.
  case switchFocus
  /// The `:` prompt opens; while open, every key goes to it.
  case openPrompt
  case promptKey(Key)
  case toggleSafeAreaOverlay
  /// Write what is shown as an SVG drawing into the current directory (`x`).
  case exportSVG
  /// The loop wrote the drawing under this file name, or could not.
  case exported(Result<String, ExportFailure>)
  case toggleInspector
  case toggleHelp
  /// Scroll the help overlay (while it is open, the arrows, pages, Home and End move it).
  case scrollHelp(HelpScroll)
  /// Escape: closes the help overlay if it is open, else quits.
  case dismiss
  case quit
  case redraw
  case suspend
  /// A click, resolved by the loop from what was drawn: an element, one of your views, or nothing.
  case select(HitTarget?, phone: Int? = nil)
  /// Step the selection through your views (`w`, `W`).
  case nextView
  case previousView
  /// A storyboard's next scene (`--views` with an Interface Builder file).
  case nextScene
  /// The loop started: the first update, which asks for the session's files to be watched.
  case start
  /// The terminal said a watched file changed: read them again.
  case filesChanged
  /// Watched files changed and were read again.
  case reloaded(Reload)
  /// `m` found no other scene to move to (one scene, or no storyboard open).
  case noOtherScene
  /// The terminal changed size.
  case resize(columns: Int, rows: Int)
  /// A guided tour: the next step, the one before.
  case nextTourStep
  case previousTourStep
  /// A key bound to nothing: the event line says so.
  case unbound(Key)
}

/// What reading the watched files again gave: for each file that is watched, its new contents or
/// why they could not be read (the state then keeps the last good ones).
public struct Reload: Hashable, Sendable {
  public var views: Result<ViewsFile, ReloadFailure>?
  public var catalog: Result<DeviceCatalog, ReloadFailure>?
  /// Another storyboard scene's bars (its containers', or the command line's): every phone
  /// takes them; nil keeps the bars shown.
  public var navigationBar: NavigationBarMode?
  public var bottomBar: BottomBar?
  /// The storyboard scene `m` moved to, for the event line; nil for a reload of the same file.
  public var scene: String?

  public init(
    views: Result<ViewsFile, ReloadFailure>? = nil,
    catalog: Result<DeviceCatalog, ReloadFailure>? = nil,
    navigationBar: NavigationBarMode? = nil, bottomBar: BottomBar? = nil, scene: String? = nil
  ) {
    self.views = views
    self.catalog = catalog
    self.navigationBar = navigationBar
    self.bottomBar = bottomBar
    self.scene = scene
  }
}

/// Why a watched file could not be read again: the one-line error.
public struct ReloadFailure: Error, Hashable, Sendable {
  public var message: String

  public init(_ message: String) { self.message = message }
}

/// Why a drawing could not be written: the one-line reason (the file name and the system's
/// words).
public struct ExportFailure: Error, Hashable, Sendable {
  public var message: String

  public init(_ message: String) { self.message = message }
}

/// A drawing to write: the document and the name to write it under (without extension; the
/// writer adds `-2`, `-3`, … rather than replace a file).
public struct SVGExport: Hashable, Sendable {
  public var name: String
  public var document: String

  public init(name: String, document: String) {
    self.name = name
    self.document = document
  }
}

/// Something the loop must do after an update, beyond drawing the new state: the update says
/// what, as data, and the loop does it (the only place that does I/O), feeding what came of it
/// back as an action.
public enum Effect: Hashable, Sendable {
  case quit
  /// Draw what is shown (this snapshot of the state) and write it to a new file, then apply
  /// `.exported` with what happened.
  case export(ExportRequest)
  /// Watch the session's files (`--views`, `--devices`) for changes.
  case watchFiles
  /// Read the session's files again, then apply `.reloaded` with what they hold.
  case readFiles
  /// Read the views file's next scene (a storyboard's), then apply `.reloaded` with it.
  case readNextScene
  /// Repaint every cell (Ctrl-L, a resize, return from suspension).
  case redraw
  /// Stop like any job (Ctrl-Z); the loop repaints when the job continues.
  case suspend
}

/// What to draw for `x`: the state as it was when the key was pressed.
public struct ExportRequest: Hashable, Sendable {
  public var state: AppState

  public init(state: AppState) { self.state = state }

  /// The drawing and the name it is written under.
  public var drawing: SVGExport {
    SVGExport(name: SVGDocument.fileName(state), document: SVGDocument.render(state))
  }

  public static func == (a: ExportRequest, b: ExportRequest) -> Bool {
    a.drawing == b.drawing
  }

  public func hash(into hasher: inout Hasher) { hasher.combine(drawing) }
}

/// The files a session reads and writes, as the loop does an effect: implemented over the file
/// system by the executable, in memory by tests.
public protocol SessionFiles: AnyObject {
  /// The paths to watch for changes (none for a session without `--views` or `--devices`).
  var watched: [String] { get }
  /// Reads the session's files again and decodes them.
  func reload() -> Reload
  /// Moves to the views file's next scene (a storyboard's) and reads it; nil when it has no
  /// other scene.
  func nextScene() -> Reload?
  /// Writes a drawing to a new file; the file name used, or why it could not.
  func write(_ drawing: SVGExport) -> Result<String, ExportFailure>
}

/// How far the help overlay moves: lines (negative up), pages, or to either end.
public enum HelpScroll: Hashable, Sendable {
  case lines(Int)
  case pages(Int)
  case top
  case end
}

extension SessionFiles {
  /// No scenes by default: only a storyboard has several.
  public func nextScene() -> Reload? { nil }
}
