/// Where a number comes from, in the terms of the reference's status legend.
public struct Provenance: Hashable, Sendable {
  /// The reference's status: how sure the number is.
  public enum Status: String, Hashable, Sendable, CaseIterable {
    /// C: an Apple document, a published measurement, or two independent sources that agree.
    case confirmed = "C"
    /// S: a single secondary source, not contradicted.
    case single = "S"
    /// U: unconfirmed. An estimate, which safearea must say wherever it shows it.
    case unconfirmed = "U"
  }

  public var status: Status
  /// What the sources say for this number, in words.
  public var note: String
  /// The keys of the sources in the bibliography (`assets/sources.json`); empty for a decision of
  /// the model itself.
  public var sources: [String]

  public init(_ status: Status, _ note: String, sources: [String] = []) {
    self.status = status
    self.note = note
    self.sources = sources
  }

  /// The note, as older code and user catalogs of schema 2 call it.
  public var source: String { note }

  /// Whether the number is an estimate (status U).
  public var isEstimate: Bool { status == .unconfirmed }
}

/// A value together with its provenance.
///
/// `Value` is not required to be `Hashable`: a generic parameter's requirement is checked when
/// the runtime first builds each `Sourced` type, by a scan of every conformance in the binary
/// (some 0.1 M instructions each at start-up); the conformance below asks only where it is used.
public struct Sourced<Value: Sendable>: Sendable {
  public var value: Value
  public var provenance: Provenance

  public init(_ value: Value, _ provenance: Provenance) {
    self.value = value
    self.provenance = provenance
  }

  public var isEstimate: Bool { provenance.isEstimate }
}

extension Sourced: Equatable where Value: Equatable {}
extension Sourced: Hashable where Value: Hashable {}
