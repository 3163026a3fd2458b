extension StringProtocol {
  /// Whether `other` occurs in this text, compared byte for byte in UTF-8.
  ///
  /// What `contains(_:)` does for the plain text this app searches (device names, field names,
  /// notes), without `contains(_:)`'s home, the regex engine (`_StringProcessing`): linking it
  /// added 800 KB of code to the static binary and raised the previewer's peak memory.
  public func includes(_ other: some StringProtocol) -> Bool {
    let needle = Array(other.utf8)
    guard !needle.isEmpty else { return true }
    let haystack = Array(utf8)
    guard haystack.count >= needle.count else { return false }
    for start in 0...(haystack.count - needle.count)
    where haystack[start] == needle[0]
      && haystack[start..<(start + needle.count)].elementsEqual(needle)
    {
      return true
    }
    return false
  }
}
