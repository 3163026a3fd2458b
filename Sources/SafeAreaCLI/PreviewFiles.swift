import PhoneLayout
import PhoneTUI

/// The previewer's files on disk.
///
/// The views and catalog it watches and reads again when they change, and the directory `x`
/// writes drawings into; the loop calls these as it does the update's effects.
public final class PreviewFiles: SessionFiles {
  let views: FilePath?
  let devices: FilePath?
  let environment: Environment
  /// `--scene`, then the scene `m` moved to: the storyboard scene reloads read again (nil: the
  /// initial one).
  var scene: String?
  /// `--nav` and `--bottom`: they win over a scene's containers, as at start.
  let navigationBar: NavigationBarMode?
  let bottomBar: BottomBar?

  public init(
    views: FilePath?, devices: FilePath?, environment: Environment, scene: String? = nil,
    navigationBar: NavigationBarMode? = nil, bottomBar: BottomBar? = nil
  ) {
    self.views = views
    self.devices = devices
    self.environment = environment
    self.scene = scene
    self.navigationBar = navigationBar
    self.bottomBar = bottomBar
  }

  public var watched: [String] { [views, devices].compactMap { $0?.text } }

  public func reload() -> Reload {
    Reload(views: views.map { readViews($0).map(\.views) }, catalog: readCatalog())
  }

  /// The views file at `path`, as the scene chosen now (and, for a storyboard, that scene).
  private func readViews(_ path: FilePath) -> Result<
    (views: ViewsFile, scene: InterfaceBuilderScene?), ReloadFailure
  > {
    Result { () throws(UsageError) in
      try CommandRunner.loadViewsFile(path, environment, scene: scene)
    }
    .mapError { ReloadFailure($0.message) }
  }

  private func readCatalog() -> Result<DeviceCatalog, ReloadFailure>? {
    devices.map { path in
      Result { () throws(UsageError) in try CommandRunner.loadCatalog(path, environment) }
        .mapError { ReloadFailure($0.message) }
    }
  }

  /// The storyboard's scene after the current one, round again; nil for a views file or a
  /// storyboard of one scene (or one that cannot be read: the next reload says why).
  public func nextScene() -> Reload? {
    guard let path = views,
      let (_, current) = try? CommandRunner.loadViewsFile(path, environment, scene: scene),
      let current, current.sceneKeys.count > 1,
      let at = current.sceneNames.firstIndex(of: current.name)
    else { return nil }
    scene = current.sceneKeys[(at + 1) % current.sceneKeys.count]
    // Read once: the new scene's views, and its containers' bars (unless the command line gave
    // them).
    let read = readViews(path)
    var next = Reload(views: read.map(\.views), catalog: readCatalog())
    if case .success(let (_, shown?)) = read {
      next.navigationBar = navigationBar ?? shown.navigationBar
      next.bottomBar = bottomBar ?? shown.bottomBar
      next.scene = shown.name
    }
    return next
  }

  public func write(_ drawing: SVGExport) -> Result<String, ExportFailure> {
    ExportFile.write(drawing)
  }
}
