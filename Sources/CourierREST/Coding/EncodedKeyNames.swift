/// The JSON names of coding keys under an encoder's key strategy, with snake-case conversions
/// cached for the length of one `encode` call (both encoders use it).
final class EncodedKeyNames {
    private let strategy: CourierJSONEncoder.KeyEncodingStrategy
    private var snakeCaseKeys: [String: String] = [:]

    init(strategy: CourierJSONEncoder.KeyEncodingStrategy) {
        self.strategy = strategy
    }

    /// The JSON key for `key`; `path` is the container's.
    func name(for key: some CodingKey, path: CodingPathNode) -> String {
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
