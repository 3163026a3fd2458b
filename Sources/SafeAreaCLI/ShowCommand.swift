import PhoneLayout
import PhoneTUI

/// `safearea show`: the previewer's frame as text. (Filled in with the renderer.)
enum ShowCommand {
  static func render(
    catalog: DeviceCatalog, settings: Settings, invocation: Invocation, environment: Environment
  ) -> String {
    ""
  }
}
