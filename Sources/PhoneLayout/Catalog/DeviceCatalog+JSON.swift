// The catalog's JSON schema, read and written in one place so that `devices --json` prints exactly
// what `--devices FILE` reads.

extension DeviceCatalog {
  /// The largest catalog file accepted: the built-in one is about 50 KB.
  public static let maximumFileBytes = 1 << 20

  /// Limits that keep a user's what-if device drawable (points): with the shortest side at 200
  /// and a status bar of at most 70, every bar still fits on the screen in landscape.
  static let sideRange: ClosedRange<Double> = 200...2000
  static let statusBarRange: ClosedRange<Double> = 1...70

  /// Parses and validates a catalog document.
  ///
  /// `file` names the document in errors.
  public static func decode(_ bytes: [UInt8], file: String) throws(DocumentError) -> DeviceCatalog {
    let root = try DocumentReader.root(
      bytes, file: file, limit: maximumFileBytes, what: "a device catalog")
    let members = try root.object(keys: ["schemaVersion", "devices"])
    let versionReader = members["schemaVersion"]!
    let schemaVersion = try versionReader.integer(in: 1...1000)
    guard schemaVersion <= currentSchemaVersion else {
      throw versionReader.fail(
        "schema version \(schemaVersion) is newer than this safearea reads (\(currentSchemaVersion))"
      )
    }
    let list = try members["devices"]!.array()
    guard !list.isEmpty else { throw members["devices"]!.fail("the list is empty") }
    var devices: [Device] = []
    var seen: [String: String] = [:]
    for reader in list {
      let device = try decodeDevice(reader)
      if let earlier = seen[device.id] {
        throw (try reader.object(keys: Self.deviceKeys, optional: Self.optionalDeviceKeys))["id"]!
          .fail("duplicate id \"\(DocumentError.excerpt(device.id))\" (also \(earlier))")
      }
      seen[device.id] = reader.path
      devices.append(device)
    }
    return DeviceCatalog(schemaVersion: schemaVersion, devices: devices)
  }

  static let deviceKeys = [
    "id", "name", "points", "scale", "homeButton", "ios", "statusBar", "safeArea", "cornerRadius",
    "notch", "dynamicIsland", "homeIndicator", "sizeClasses", "layoutMargin", "keyboard",
    "foldable",
  ]
  static let optionalDeviceKeys: Set<String> = [
    "notch", "dynamicIsland", "homeIndicator", "sizeClasses", "layoutMargin", "keyboard",
    "foldable",
  ]
  /// A group's provenance: its status, the bibliography keys of its sources and a note in words
  /// (schema 3); schema 2's one `source` text is read as the note.
  static let provenanceKeys = ["status", "sources", "note", "source"]
  static let optionalProvenanceKeys: Set<String> = ["sources", "note", "source"]

  private static func provenance(_ members: [String: DocumentReader]) throws(DocumentError)
    -> Provenance
  {
    let statusReader = members["status"]!
    let text = try statusReader.string()
    guard let status = Provenance.Status(rawValue: text) else {
      throw statusReader.fail(
        "expected \"C\", \"S\" or \"U\", found \"\(DocumentError.excerpt(text))\"")
    }
    if let legacy = members["source"] {
      if let note = members["note"] {
        throw note.fail("give \"note\" (schema 3) or \"source\" (schema 2), not both")
      }
      return Provenance(status, try legacy.string(maxLength: 1000))
    }
    guard let noteReader = members["note"] else {
      throw statusReader.fail("missing key \"note\" (what the sources say for these numbers)")
    }
    var keys: [String] = []
    if let list = members["sources"] {
      for reader in try list.array() {
        let key = try reader.string(maxLength: 64)
        let valid =
          !key.isEmpty
          && key.unicodeScalars.allSatisfy {
            ("a"..."z").contains($0) || ("0"..."9").contains($0) || $0 == "-"
          }
        guard valid else {
          throw reader.fail("a source key is lower-case letters, digits and hyphens, like \"uylx\"")
        }
        keys.append(key)
      }
    }
    return Provenance(status, try noteReader.string(maxLength: 1000), sources: keys)
  }

  private static func decodeDevice(_ reader: DocumentReader) throws(DocumentError) -> Device {
    let m = try reader.object(keys: deviceKeys, optional: optionalDeviceKeys)

    let idReader = m["id"]!
    let id = try idReader.string(maxLength: 64)
    let idOK =
      !id.isEmpty
      && id.unicodeScalars.allSatisfy {
        ("a"..."z").contains($0) || ("0"..."9").contains($0) || $0 == "-"
      }
    guard idOK else {
      throw idReader.fail("an id is lower-case letters, digits and hyphens, like \"iphone-x\"")
    }
    let name = try m["name"]!.string(maxLength: 64)
    guard !name.isEmpty else { throw m["name"]!.fail("the name is empty") }

    let pm = try m["points"]!.object(
      keys: ["width", "height"] + provenanceKeys, optional: optionalProvenanceKeys)
    let width = try pm["width"]!.number(in: sideRange, unit: "points")
    let height = try pm["height"]!.number(in: sideRange, unit: "points")
    guard width <= height else {
      throw m["points"]!.fail(
        "width \(ScreenLayout.number(width)) is more than height "
          + "\(ScreenLayout.number(height)); give the portrait size")
    }
    let points = Sourced(Size(width: width, height: height), try provenance(pm))

    let sm = try m["scale"]!.object(
      keys: ["value"] + provenanceKeys, optional: optionalProvenanceKeys)
    let scale = Sourced(try sm["value"]!.number(in: 1...4), try provenance(sm))

    let hm = try m["homeButton"]!.object(
      keys: ["value"] + provenanceKeys, optional: optionalProvenanceKeys)
    let homeButton = Sourced(try hm["value"]!.bool(), try provenance(hm))

    let im = try m["ios"]!.object(
      keys: ["first", "last"] + provenanceKeys, optional: optionalProvenanceKeys)
    let first = try im["first"]!.version(fromStart: true)
    let last = try im["last"]!.version()
    guard first <= last else {
      throw m["ios"]!.fail("first (\(first.major)) is after last (\(last.major))")
    }
    let ios = Sourced(IOSRange(first: first, last: last), try provenance(im))

    let statusBar = try decodeStatusBar(m["statusBar"]!, first: first)
    let safeArea = try decodeSafeArea(m["safeArea"]!, ios: ios.value, size: points.value)

    let cm = try m["cornerRadius"]!.object(
      keys: ["value"] + provenanceKeys, optional: optionalProvenanceKeys)
    let cornerRadius = Sourced(
      try cm["value"]!.number(in: 0...(width / 2), unit: "points"), try provenance(cm))

    var notch: Sourced<Notch>?
    if let reader = m["notch"], !reader.isNull {
      let n = try reader.object(
        keys: ["width", "height"] + provenanceKeys, optional: optionalProvenanceKeys)
      notch = Sourced(
        Notch(
          width: try n["width"]!.number(in: 1...width, unit: "points"),
          height: try n["height"]!.number(in: 1...(height / 4), unit: "points")),
        try provenance(n))
    }
    var island: Sourced<Island>?
    if let reader = m["dynamicIsland"], !reader.isNull {
      let n = try reader.object(
        keys: ["width", "height", "top"] + provenanceKeys, optional: optionalProvenanceKeys)
      island = Sourced(
        Island(
          width: try n["width"]!.number(in: 1...width, unit: "points"),
          height: try n["height"]!.number(in: 1...(height / 4), unit: "points"),
          top: try n["top"]!.number(in: 0...(height / 4), unit: "points")),
        try provenance(n))
      if notch != nil { throw reader.fail("a phone has a notch or a Dynamic Island, not both") }
    }
    var pill: Sourced<HomeIndicatorPill>?
    if let reader = m["homeIndicator"], !reader.isNull {
      let n = try reader.object(
        keys: ["width", "landscapeWidth", "height", "bottom"] + provenanceKeys,
        optional: optionalProvenanceKeys.union(["landscapeWidth"]))
      // Schema 1 had no landscape width: §7b's formula gives it.
      let landscapeWidth =
        try n["landscapeWidth"]?.number(in: 1...height, unit: "points")
        ?? (height * 0.2571).rounded()
      pill = Sourced(
        HomeIndicatorPill(
          width: try n["width"]!.number(in: 1...width, unit: "points"),
          landscapeWidth: landscapeWidth,
          height: try n["height"]!.number(in: 1...20, unit: "points"),
          bottom: try n["bottom"]!.number(in: 0...40, unit: "points")),
        try provenance(n))
    }
    var sizeClasses: Sourced<SizeClassRule>?
    if let reader = m["sizeClasses"] {
      let n = try reader.object(
        keys: ["landscapeWidth"] + provenanceKeys, optional: optionalProvenanceKeys)
      let word = try n["landscapeWidth"]!.string()
      guard let rule = SizeClassRule(rawValue: word) else {
        throw n["landscapeWidth"]!.fail("expected \"compact\" or \"regular\"")
      }
      sizeClasses = Sourced(rule, try provenance(n))
    }
    var margin: Sourced<Double>?
    if let reader = m["layoutMargin"] {
      let n = try reader.object(
        keys: ["portrait"] + provenanceKeys, optional: optionalProvenanceKeys)
      margin = Sourced(try n["portrait"]!.number(in: 0...100, unit: "points"), try provenance(n))
    }
    var keyboard: [KeyboardEra]?
    if let reader = m["keyboard"] {
      keyboard = try decodeKeyboard(reader, first: first, size: points.value)
    }
    var foldable: Foldable?
    if let reader = m["foldable"], !reader.isNull {
      foldable = try decodeFoldable(reader, ios: ios.value)
    }
    return Device(
      id: id, name: name, points: points, scale: scale, homeButton: homeButton, ios: ios,
      statusBar: statusBar, safeArea: safeArea, cornerRadius: cornerRadius, notch: notch,
      dynamicIsland: island, homeIndicator: pill, sizeClasses: sizeClasses, layoutMargin: margin,
      keyboard: keyboard, foldable: foldable)
  }

  private static func decodeKeyboard(_ reader: DocumentReader, first: IOSVersion, size: Size)
    throws(DocumentError) -> [KeyboardEra]
  {
    let list = try reader.array()
    guard !list.isEmpty else { throw reader.fail("the list is empty; give at least one era") }
    var eras: [KeyboardEra] = []
    for element in list {
      let m = try element.object(keys: ["fromIOS", "portrait", "landscape"])
      let from = try m["fromIOS"]!.version(fromStart: true)
      if let previous = eras.last, from <= previous.fromIOS {
        throw m["fromIOS"]!.fail("eras must be in increasing order of fromIOS")
      }
      if eras.isEmpty && from > first {
        throw m["fromIOS"]!.fail("the first era must begin by the phone's first iOS (\(first))")
      }
      func height(_ reader: DocumentReader, limit: Double) throws(DocumentError) -> Sourced<Double>
      {
        let n = try reader.object(
          keys: ["value"] + provenanceKeys, optional: optionalProvenanceKeys)
        return Sourced(try n["value"]!.number(in: 1...limit, unit: "points"), try provenance(n))
      }
      eras.append(
        KeyboardEra(
          fromIOS: from, portrait: try height(m["portrait"]!, limit: size.height),
          landscape: try height(m["landscape"]!, limit: size.width)))
    }
    return eras
  }

  private static func decodeFoldable(_ reader: DocumentReader, ios: IOSRange)
    throws(DocumentError) -> Foldable
  {
    let m = try reader.object(keys: [
      "inner", "innerCornerRadius", "hingeCornerRadius", "innerSafeArea", "division", "strip",
      "cluster",
    ])
    let im = try m["inner"]!.object(
      keys: ["width", "height"] + provenanceKeys, optional: optionalProvenanceKeys)
    let inner = Size(
      width: try im["width"]!.number(in: sideRange, unit: "points"),
      height: try im["height"]!.number(in: sideRange, unit: "points"))
    let cm = try m["innerCornerRadius"]!.object(
      keys: ["value"] + provenanceKeys, optional: optionalProvenanceKeys)
    let hm = try m["hingeCornerRadius"]!.object(
      keys: ["value"] + provenanceKeys, optional: optionalProvenanceKeys)
    let dm = try m["division"]!.object(
      keys: ["thickness"] + provenanceKeys, optional: optionalProvenanceKeys)
    let sm = try m["strip"]!.object(
      keys: ["width"] + provenanceKeys, optional: optionalProvenanceKeys)
    let km = try m["cluster"]!.object(
      keys: ["cover", "innerLandscape", "innerPortrait"] + provenanceKeys,
      optional: optionalProvenanceKeys)
    func size(_ reader: DocumentReader) throws(DocumentError) -> Size {
      let n = try reader.object(keys: ["width", "height"])
      return Size(
        width: try n["width"]!.number(in: 1...500, unit: "points"),
        height: try n["height"]!.number(in: 1...500, unit: "points"))
    }
    return Foldable(
      inner: Sourced(inner, try provenance(im)),
      innerCornerRadius: Sourced(
        try cm["value"]!.number(in: 0...(inner.width / 2), unit: "points"), try provenance(cm)),
      hingeCornerRadius: Sourced(
        try hm["value"]!.number(in: 0...(inner.width / 2), unit: "points"), try provenance(hm)),
      innerSafeArea: try decodeSafeArea(m["innerSafeArea"]!, ios: ios, size: inner),
      division: Sourced(
        try dm["thickness"]!.number(in: 0...200, unit: "points"), try provenance(dm)),
      strip: Sourced(try sm["width"]!.number(in: 1...200, unit: "points"), try provenance(sm)),
      cluster: Sourced(
        StatusClusters(
          cover: try size(km["cover"]!), innerLandscape: try size(km["innerLandscape"]!),
          innerPortrait: try size(km["innerPortrait"]!)), try provenance(km)))
  }

  private static func decodeStatusBar(_ reader: DocumentReader, first: IOSVersion)
    throws(DocumentError) -> [StatusBarEra]
  {
    let list = try reader.array()
    guard !list.isEmpty else { throw reader.fail("the list is empty; give at least one era") }
    var eras: [StatusBarEra] = []
    for element in list {
      let m = try element.object(
        keys: ["fromIOS", "height", "navigationBarY"] + provenanceKeys,
        optional: optionalProvenanceKeys.union(["navigationBarY"])
      )
      let from = try m["fromIOS"]!.version(fromStart: true)
      if let previous = eras.last, from <= previous.fromIOS {
        throw m["fromIOS"]!.fail("eras must be in increasing order of fromIOS")
      }
      if eras.isEmpty && from > first {
        throw m["fromIOS"]!.fail(
          "the first era must begin by the phone's first iOS (\(first.major))")
      }
      let height = try m["height"]!.number(in: statusBarRange, unit: "points")
      var navigationBarY: Sourced<Double>?
      if let reader = m["navigationBarY"] {
        let n = try reader.object(
          keys: ["value"] + provenanceKeys, optional: optionalProvenanceKeys)
        navigationBarY = Sourced(
          try n["value"]!.number(in: statusBarRange, unit: "points"), try provenance(n))
      }
      eras.append(
        StatusBarEra(
          fromIOS: from, height: Sourced(height, try provenance(m)),
          navigationBarY: navigationBarY))
    }
    return eras
  }

  private static func decodeSafeArea(_ reader: DocumentReader, ios: IOSRange, size: Size)
    throws(DocumentError) -> [SafeAreaEra]
  {
    let list = try reader.array()
    let needed = max(ios.first, IOSVersion(11))
    if list.isEmpty && ios.last.major >= 11 {
      throw reader.fail("the phone ran iOS \(needed.major); give its safe-area insets from then")
    }
    var eras: [SafeAreaEra] = []
    for element in list {
      let m = try element.object(
        keys: ["fromIOS", "portrait", "landscape", "landscapeRight"], optional: ["landscapeRight"])
      let from = try m["fromIOS"]!.version(fromStart: true)
      if let previous = eras.last, from <= previous.fromIOS {
        throw m["fromIOS"]!.fail("eras must be in increasing order of fromIOS")
      }
      if eras.isEmpty && from > needed {
        throw m["fromIOS"]!.fail("the first era must begin by iOS \(needed.major)")
      }
      let p = try m["portrait"]!.object(
        keys: ["top", "left", "bottom", "right"] + provenanceKeys,
        optional: optionalProvenanceKeys.union(["left", "right"]))
      let portrait = EdgeInsets(
        top: try p["top"]!.number(in: 0...size.height, unit: "points"),
        left: try p["left"]?.number(in: 0...size.width, unit: "points") ?? 0,
        bottom: try p["bottom"]!.number(in: 0...size.height, unit: "points"),
        right: try p["right"]?.number(in: 0...size.width, unit: "points") ?? 0)
      guard portrait.top + portrait.bottom < size.height else {
        throw m["portrait"]!.fail(
          "top + bottom is not less than the screen height "
            + "\(ScreenLayout.number(size.height))")
      }
      func landscapeInsets(_ reader: DocumentReader) throws(DocumentError) -> Sourced<EdgeInsets> {
        let l = try reader.object(
          keys: ["top", "left", "bottom", "right"] + provenanceKeys,
          optional: optionalProvenanceKeys)
        let landscape = EdgeInsets(
          top: try l["top"]!.number(in: 0...size.width, unit: "points"),
          left: try l["left"]!.number(in: 0...size.height, unit: "points"),
          bottom: try l["bottom"]!.number(in: 0...size.width, unit: "points"),
          right: try l["right"]!.number(in: 0...size.height, unit: "points"))
        guard landscape.top + landscape.bottom < size.width,
          landscape.left + landscape.right < size.height
        else {
          throw reader.fail(
            "the insets leave nothing of the landscape screen "
              + "\(ScreenLayout.number(size.height))x\(ScreenLayout.number(size.width))")
        }
        return Sourced(landscape, try provenance(l))
      }
      eras.append(
        SafeAreaEra(
          fromIOS: from, portrait: Sourced(portrait, try provenance(p)),
          landscape: try landscapeInsets(m["landscape"]!),
          landscapeRight: try m["landscapeRight"].map(landscapeInsets)))
    }
    return eras
  }

  // MARK: - Writing

  /// The catalog as JSON in the schema `decode` reads, byte-identical for equal catalogs.
  public func encoded() -> String {
    var w = JSONWriter()
    w.beginObject()
    w.field("schemaVersion", schemaVersion)
    w.key("devices")
    w.beginArray()
    for device in devices { Self.encode(device, into: &w) }
    w.endArray()
    w.endObject()
    return w.text
  }

  /// One device as a JSON object (what a user copies to make a what-if phone).
  public static func encode(_ d: Device, into w: inout JSONWriter) {
    func sourced(_ p: Provenance) -> [(String, JSONWriter.Scalar)] {
      [
        ("status", .string(p.status.rawValue)), ("sources", .list(p.sources.map { .string($0) })),
        ("note", .string(p.note)),
      ]
    }
    func version(_ v: IOSVersion) -> JSONWriter.Scalar {
      v.minor == nil || (v.minor == 0 && v.patch == 0)
        ? .number(Double(v.major)) : .string(v.number)
    }
    func safeArea(_ eras: [SafeAreaEra]) {
      w.beginArray()
      for era in eras {
        w.beginObject()
        w.key("fromIOS")
        w.inline(scalar: version(era.fromIOS))
        let p = era.portrait.value
        w.key("portrait")
        var portrait: [(String, JSONWriter.Scalar)] = [("top", .number(p.top))]
        if p.left != 0 || p.right != 0 { portrait.append(("left", .number(p.left))) }
        portrait.append(("bottom", .number(p.bottom)))
        if p.left != 0 || p.right != 0 { portrait.append(("right", .number(p.right))) }
        w.inline(portrait + sourced(era.portrait.provenance))
        func landscape(_ key: String, _ insets: Sourced<EdgeInsets>) {
          let l = insets.value
          w.key(key)
          w.inline(
            [
              ("top", .number(l.top)), ("left", .number(l.left)), ("bottom", .number(l.bottom)),
              ("right", .number(l.right)),
            ] + sourced(insets.provenance))
        }
        landscape("landscape", era.landscape)
        if let right = era.landscapeRight { landscape("landscapeRight", right) }
        w.endObject()
      }
      w.endArray()
    }
    w.beginObject()
    w.field("id", d.id)
    w.field("name", d.name)
    w.key("points")
    w.inline(
      [("width", .number(d.points.value.width)), ("height", .number(d.points.value.height))]
        + sourced(d.points.provenance))
    w.key("scale")
    w.inline([("value", .number(d.scale.value))] + sourced(d.scale.provenance))
    w.key("homeButton")
    w.inline([("value", .bool(d.homeButton.value))] + sourced(d.homeButton.provenance))
    w.key("ios")
    w.inline(
      [
        ("first", version(d.ios.value.first)), ("last", version(d.ios.value.last)),
      ] + sourced(d.ios.provenance))
    w.key("statusBar")
    w.beginArray()
    for era in d.statusBar {
      var fields: [(String, JSONWriter.Scalar)] =
        [("fromIOS", version(era.fromIOS)), ("height", .number(era.height.value))]
        + sourced(era.height.provenance)
      if let y = era.navigationBarY {
        // One line an era: the nested group as an inline object after the era's own fields.
        fields.append(
          ("navigationBarY", .object([("value", .number(y.value))] + sourced(y.provenance))))
      }
      w.inline(fields)
    }
    w.endArray()
    w.key("safeArea")
    safeArea(d.safeArea)
    w.key("cornerRadius")
    w.inline([("value", .number(d.cornerRadius.value))] + sourced(d.cornerRadius.provenance))
    w.key("notch")
    if let n = d.notch {
      w.inline(
        [("width", .number(n.value.width)), ("height", .number(n.value.height))]
          + sourced(n.provenance))
    } else {
      w.null()
    }
    w.key("dynamicIsland")
    if let n = d.dynamicIsland {
      w.inline(
        [
          ("width", .number(n.value.width)), ("height", .number(n.value.height)),
          ("top", .number(n.value.top)),
        ] + sourced(n.provenance))
    } else {
      w.null()
    }
    w.key("homeIndicator")
    if let n = d.homeIndicator {
      w.inline(
        [
          ("width", .number(n.value.width)), ("landscapeWidth", .number(n.value.landscapeWidth)),
          ("height", .number(n.value.height)), ("bottom", .number(n.value.bottom)),
        ] + sourced(n.provenance))
    } else {
      w.null()
    }
    w.key("sizeClasses")
    w.inline(
      [("landscapeWidth", .string(d.sizeClasses.value.rawValue))]
        + sourced(d.sizeClasses.provenance))
    w.key("layoutMargin")
    w.inline([("portrait", .number(d.layoutMargin.value))] + sourced(d.layoutMargin.provenance))
    w.key("keyboard")
    w.beginArray()
    for era in d.keyboard {
      w.beginObject()
      w.key("fromIOS")
      w.inline(scalar: version(era.fromIOS))
      w.key("portrait")
      w.inline([("value", .number(era.portrait.value))] + sourced(era.portrait.provenance))
      w.key("landscape")
      w.inline([("value", .number(era.landscape.value))] + sourced(era.landscape.provenance))
      w.endObject()
    }
    w.endArray()
    w.key("foldable")
    if let f = d.foldable {
      w.beginObject()
      w.key("inner")
      w.inline(
        [("width", .number(f.inner.value.width)), ("height", .number(f.inner.value.height))]
          + sourced(f.inner.provenance))
      w.key("innerCornerRadius")
      w.inline(
        [("value", .number(f.innerCornerRadius.value))] + sourced(f.innerCornerRadius.provenance))
      w.key("hingeCornerRadius")
      w.inline(
        [("value", .number(f.hingeCornerRadius.value))] + sourced(f.hingeCornerRadius.provenance))
      w.key("innerSafeArea")
      safeArea(f.innerSafeArea)
      w.key("division")
      w.inline([("thickness", .number(f.division.value))] + sourced(f.division.provenance))
      w.key("strip")
      w.inline([("width", .number(f.strip.value))] + sourced(f.strip.provenance))
      func size(_ s: Size) -> JSONWriter.Scalar {
        .object([("width", .number(s.width)), ("height", .number(s.height))])
      }
      let c = f.cluster.value
      w.key("cluster")
      w.inline(
        [
          ("cover", size(c.cover)), ("innerLandscape", size(c.innerLandscape)),
          ("innerPortrait", size(c.innerPortrait)),
        ] + sourced(f.cluster.provenance))
      w.endObject()
    } else {
      w.null()
    }
    w.endObject()
  }
}
