import PhoneLayout

/// The event line's sentences: what the app would be told when something changes.
enum EventText {
  /// What toggling the hotspot does to `statusBarFrame`, and what the seed's handler does then.
  static func hotspot(from old: ScreenLayout, to new: ScreenLayout) -> String {
    let n = new.settings.hotspotConnections
    let oldHeight = old.statusBar?.height ?? 0
    let newHeight = new.statusBar?.height ?? 0
    if old.statusBarReported != new.statusBarReported && (oldHeight == 40 || newHeight == 40) {
      // The seed's handler reads the new frame's height: +20 when it is 40, else −20.
      let reported = new.statusBarReported.height
      let offset = reported == 40 ? "+20" : "−20"
      var text =
        "UIApplicationWillChangeStatusBarFrameNotification: "
        + "\(ScreenLayout.number(oldHeight)) → \(ScreenLayout.number(newHeight)) pt · "
        + "the seed's handler moves its view \(offset)"
      if reported != newHeight {
        text += " (it reads the portrait-coordinate height \(ScreenLayout.number(reported)))"
      }
      return text
    }
    let state = n > 0 ? "hotspot \(n)" : "hotspot off"
    let why: String
    if new.statusBar == nil {
      why = "the status bar is hidden"
    } else if new.device.hasFaceID {
      why = "Face ID phones keep the status bar height"
    } else if new.settings.ios.major >= 13 {
      why = "from iOS 13 the status bar keeps its height"
    } else {
      why = "the bar's height is unchanged"
    }
    return "\(state): statusBarFrame unchanged, no notification (\(why))"
  }

  static func device(_ device: Device, wanted: IOSVersion, got: IOSVersion) -> String {
    let base =
      "\(device.name): \(ScreenLayout.text(device.points.value)) pt "
      + "@\(ScreenLayout.number(device.scale.value))x"
    if wanted != got {
      return "\(base) · it never ran \(wanted): showing \(got), the nearest it ran"
    }
    return "\(base) · \(got)"
  }

  static func orientation(_ layout: ScreenLayout) -> String {
    let o = layout.settings.orientation
    var text = o.rawValue
    if layout.device.hasFaceID && o.isLandscape {
      text += o == .landscapeLeft ? " (notch on the right)" : " (notch on the left)"
    }
    if o.isLandscape && layout.settings.ios.major >= 8 {
      text += " · iOS 8+ hides the status bar"
    }
    return text
  }
}
