import PhoneLayout
import PhoneTUI

/// The field names `explain`, `table` and `history` take, as a person types them: the leaves of
/// `ReportedField.all` and the status answers, matched ignoring case, with the nearest one
/// suggested on a near miss.
enum FieldNames {
  /// Every field `explain` answers on some layout, in `json`'s order (`explain --list`).
  static let all: [String] = ReportedField.explainablePaths + LayoutAnswers.fields

  /// The longest name looked at for a suggestion: fields are far shorter, so a longer word is
  /// no mistyped field, and the work stays bounded.
  static let longestSuggested = 64

  /// The canonical spelling of `word`, or a one-line error naming the nearest field.
  static func resolve(_ word: String) throws(UsageError) -> String {
    if all.contains(word) { return word }
    let lowered = word.lowercased()
    if let match = all.first(where: { $0.lowercased() == lowered }) { return match }
    var message = "no field '\(Text.shown(word))'"
    if let nearest = nearest(word) { message += "; did you mean \(nearest)?" }
    throw UsageError(message + " (safearea explain --list lists them)")
  }

  /// The field closest to `word` within a few edits (case ignored), if any.
  static func nearest(_ word: String) -> String? {
    guard word.utf8.count <= longestSuggested * 4, word.count <= longestSuggested else {
      return nil
    }
    let wanted = Array(word.lowercased().unicodeScalars)
    let allowed = max(1, wanted.count / 5)
    var best: (distance: Int, name: String)?
    for name in all {
      let distance = editDistance(wanted, Array(name.lowercased().unicodeScalars))
      if distance <= allowed, distance < (best?.distance ?? .max) { best = (distance, name) }
    }
    return best?.name
  }

  /// Levenshtein distance with adjacent swaps counted as one edit.
  static func editDistance(_ a: [Unicode.Scalar], _ b: [Unicode.Scalar]) -> Int {
    if a.isEmpty { return b.count }
    if b.isEmpty { return a.count }
    var previous2 = [Int](repeating: 0, count: b.count + 1)
    var previous = Array(0...b.count)
    var current = [Int](repeating: 0, count: b.count + 1)
    for i in 1...a.count {
      current[0] = i
      for j in 1...b.count {
        let cost = a[i - 1] == b[j - 1] ? 0 : 1
        var value = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
        if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
          value = min(value, previous2[j - 2] + 1)
        }
        current[j] = value
      }
      (previous2, previous, current) = (previous, current, previous2)
    }
    return previous[b.count]
  }
}
