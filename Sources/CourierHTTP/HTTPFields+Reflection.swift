extension HTTPFields: CustomReflectable {
    /// The fields as `name: value` children, with the values of ``HeaderRedaction/defaultNames``
    /// (`Authorization`, `Cookie` …) replaced by ``HeaderRedaction/placeholder``: `dump` of a
    /// request, an ``HTTPError`` or any error holding one shows no credential. (The collection
    /// display style keeps `dump` from printing ``description``, which is not redacted.)
    public var customMirror: Mirror {
        let redaction = HeaderRedaction()
        let children = fields.map { field -> Mirror.Child in
            (label: field.name, value: redaction.redacts(field.name) ? HeaderRedaction.placeholder : field.value)
        }
        return Mirror(self, children: children, displayStyle: .collection)
    }
}
