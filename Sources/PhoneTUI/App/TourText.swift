import PhoneLayout

/// A tour step's sentences with their placeholders filled in from the layout on screen.
///
/// Placeholders, in braces:
/// - a number `explain` knows (`{statusBar.height}`, `{contentRect.y}`,
///   `{scrollView.adjustedContentInset.top}`), as the inspector prints it, marked as an estimate
///   (`≈44`) when it rests on one;
/// - an element's frame (`{rootView}`), `x,y,w,h` as the inspector prints it;
/// - `{device}` (its name), `{ios}` (`iOS 7`), `{IS_HOTSPOT_CONNECTED}` (`YES` or `NO`), `{style}`
///   (the status bar's style as UIKit names it, `.lightContent`), `{decidedBy}` (who decided
///   it);
/// - any of these after `prev:` (`{prev:statusBar.height}`), read from the step before.
///
/// A placeholder the layout cannot fill (a bar it does not show, a typing mistake) comes out as
/// `{?name}`: the tour tests look for that, so a sentence never quietly states a wrong number.
public enum TourText {
  /// `template` filled in from `layout` (and `previous`, for `prev:`).
  public static func render(
    _ template: String, layout: ScreenLayout, previous: ScreenLayout?, estimateMark: String = "≈"
  ) -> String {
    var out = ""
    var rest = Substring(template)
    while let open = rest.firstIndex(of: "{") {
      out += rest[..<open]
      guard let close = rest[open...].firstIndex(of: "}") else {
        rest = rest[open...]
        break
      }
      let name = String(rest[rest.index(after: open)..<close])
      out +=
        value(name, layout: layout, previous: previous, estimateMark: estimateMark)
        ?? "{?\(name)}"
      rest = rest[rest.index(after: close)...]
    }
    return out + rest
  }

  /// The placeholders in `template`, in order.
  public static func placeholders(_ template: String) -> [String] {
    var names: [String] = []
    var rest = Substring(template)
    while let open = rest.firstIndex(of: "{"), let close = rest[open...].firstIndex(of: "}") {
      names.append(String(rest[rest.index(after: open)..<close]))
      rest = rest[rest.index(after: close)...]
    }
    return names
  }

  /// `template` with every placeholder removed: the words the tour writes itself.
  public static func literalText(_ template: String) -> String {
    var out = ""
    var rest = Substring(template)
    while let open = rest.firstIndex(of: "{"), let close = rest[open...].firstIndex(of: "}") {
      out += rest[..<open] + " "
      rest = rest[rest.index(after: close)...]
    }
    return out + rest
  }

  /// The text of one placeholder, or nil when the layout has no such value.
  static func value(
    _ name: String, layout: ScreenLayout, previous: ScreenLayout?, estimateMark: String
  ) -> String? {
    if name.hasPrefix("prev:") {
      guard let previous else { return nil }
      return value(
        String(name.dropFirst(5)), layout: previous, previous: nil, estimateMark: estimateMark)
    }
    switch name {
    case "device": return layout.device.name
    case "ios": return layout.settings.ios.description
    case "IS_HOTSPOT_CONNECTED": return layout.hotspotConnected ? "YES" : "NO"
    case "style": return "." + layout.statusBarAppearance.style.rawValue
    case "decidedBy": return layout.statusBarAppearance.decidedBy
    default: break
    }
    if let element = LayoutElement(rawValue: name), let rect = layout.frame(of: element) {
      let text = ScreenLayout.text(rect)
      return layout.approximations.contains(element) ? estimateMark + text : text
    }
    guard let quantity = layout.explainableFields.first(where: { $0.path == name })?.quantity
    else { return nil }
    let text = ScreenLayout.number(quantity.value)
    return quantity.isEstimate ? estimateMark + text : text
  }
}
