/// A problem with the command line or its inputs: printed as one line on stderr, exit status 2.
public struct UsageError: Error, Equatable, Sendable, CustomStringConvertible {
  public var message: String

  public init(_ message: String) { self.message = message }

  public var description: String { message }
}
