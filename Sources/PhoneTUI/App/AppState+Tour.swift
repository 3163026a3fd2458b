import PhoneLayout

extension AppState {
  /// Starts `tour` on its first step: one phone, laid out as the step says.
  ///
  /// Every step is laid out once here, on a copy, exactly as stepping to it will lay it out, for
  /// the sentences that compare a step with the one before.
  public mutating func startTour(_ tour: Tour) {
    var scratch = self
    var layouts: [ScreenLayout] = []
    for index in tour.steps.indices {
      scratch.show(tour.scene(at: index))
      layouts.append(scratch.layout)
    }
    self.tour = TourProgress(tour: tour, step: 0, layouts: layouts)
    show(tour.scene(at: 0))
  }

  /// Moves the tour `delta` steps on (back when negative), staying within its steps.
  mutating func stepTour(by delta: Int) {
    guard var progress = tour else { return }
    let step = min(max(0, progress.step + delta), progress.tour.steps.count - 1)
    guard step != progress.step else { return }
    progress.step = step
    tour = progress
    show(progress.tour.scene(at: step))
  }

  /// Shows `scene`: its settings on one phone, its views, overlay and selection.
  mutating func show(_ scene: TourScene) {
    unsplit()
    prompt = nil
    configure { $0 = scene.settings }
    showSafeArea = scene.showSafeArea
    setViews(
      scene.viewsJSON.flatMap { try? ViewsFile.decode(Array($0.utf8), file: "tour") })
    selectedView = scene.selectedView
    selected = scene.selected
  }
}
