/// The JSON names of coding keys under an encoder's key strategy, with snake-case conversions
/// cached for the length of one `encode` call (both encoders use it).
final class EncodedKeyNames {
    private let strategy: CourierJSONEncoder.KeyEncodingStrategy
    /// Whether keys are written as they are: checked first, because switching over the strategy
    /// copies an enum with a closure payload, on every member.
    private let usesDefaultKeys: Bool
    private var snakeCaseKeys: [String: String] = [:]

    init(strategy: CourierJSONEncoder.KeyEncodingStrategy) {
        self.strategy = strategy
        if case .useDefaultKeys = strategy { usesDefaultKeys = true } else { usesDefaultKeys = false }
    }

    /// The JSON key for `key`; `path` is the container's.
    func name(for key: some CodingKey, path: CodingPathNode) -> String {
        if usesDefaultKeys { return key.stringValue }
        switch strategy {
        case .useDefaultKeys:
            return key.stringValue
        case .convertToSnakeCase:
            let name = key.stringValue
            if let converted = snakeCaseKeys[name] { return converted }
            let converted = KeyConversion.toSnakeCase(name)
            snakeCaseKeys[name] = converted
            return converted
        case .custom(let convert):
            return convert(path.path(appending: key)).stringValue
        }
    }
}
