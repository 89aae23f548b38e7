import CourierAPI

/// Arrays read without an unkeyed container: `[String]`, `[Int]`, `[Double]` and `[Bool]`
/// straight off the tape, any other `[Element]` element by element into reserved storage.
///
/// Elements are read exactly as ``TapeUnkeyedContainer`` reads them for `Array.init(from:)`
/// (the same `unwrap` calls, paths and decoder state), so the results are the same. A primitive
/// array that does not read cleanly (`null`, a wrong type, a number out of range) is left to the
/// general path, which then throws Foundation's error.
extension TapeDecoder {
    /// The array at `index` as `T`: read here when `T` is an `Array`, else through `otherwise`.
    /// The value must be an array. A fallback rather than a `T?` result, whose metadata `T` alone
    /// does not give: looking it up cost about 1% of a decode.
    @inline(__always)
    func unwrapArray<T: Decodable>(
        _ index: Int, as type: T.Type, path: CodingPathNode, key: (any CodingKey)?, otherwise: () throws -> T
    ) throws -> T {
        // Identifier comparisons for the common element types; one conformance look-up otherwise.
        // `if let` rather than `Optional.map`, which stayed an unspecialized generic call.
        let type = ObjectIdentifier(T.self)
        if type == ScalarArrayTypes.strings {
            guard let array = primitiveElements(of: index, { try unwrapString($0, path: .root, key: nil) }) else {
                return try otherwise()
            }
            return Self.same(array, as: T.self)
        }
        if type == ScalarArrayTypes.ints {
            guard
                let array = primitiveElements(of: index, { try unwrapInteger($0, as: Int.self, path: .root, key: nil) })
            else { return try otherwise() }
            return Self.same(array, as: T.self)
        }
        if type == ScalarArrayTypes.doubles {
            guard let array = primitiveElements(of: index, { try unwrapDouble($0, path: .root, key: nil) }) else {
                return try otherwise()
            }
            return Self.same(array, as: T.self)
        }
        if type == ScalarArrayTypes.bools {
            guard let array = primitiveElements(of: index, { try unwrapBool($0, path: .root, key: nil) }) else {
                return try otherwise()
            }
            return Self.same(array, as: T.self)
        }
        guard let arrayType = T.self as? any TapeDecodableArray.Type else { return try otherwise() }
        let array: T = try decodeArray(arrayType, at: index, path: path, key: key)
        return array
    }

    /// Opens the existential metatype so that the result is built as `A` and handed back as `T`.
    private func decodeArray<A: TapeDecodableArray, T>(
        _ arrayType: A.Type, at index: Int, path: CodingPathNode, key: (any CodingKey)?
    ) throws -> T {
        Self.same(try A.decodeElements(ofArrayAt: index, with: self, path: path, key: key), as: T.self)
    }

    /// The elements of the array at `index` read with `read`, or `nil` as soon as one fails.
    private func primitiveElements<Element>(of index: Int, _ read: (Int) throws -> Element) -> [Element]? {
        let count = tape.containerCount(at: index)
        var elements: [Element] = []
        elements.reserveCapacity(count)
        var position = index + 1
        for _ in 0..<count {
            guard let element = try? read(position) else { return nil }
            elements.append(element)
            position = tape.entry(after: position)
        }
        return elements
    }
}

/// `Array`, whose elements ``TapeDecoder`` reads itself rather than through `Array.init(from:)`.
protocol TapeDecodableArray {
    /// Reads the array at `index`, held at `key` in a container at `path`.
    static func decodeElements(
        ofArrayAt index: Int, with decoder: TapeDecoder, path: CodingPathNode, key: (any CodingKey)?
    ) throws -> Self
}

extension Array: TapeDecodableArray where Element: Decodable {
    static func decodeElements(
        ofArrayAt index: Int, with decoder: TapeDecoder, path: CodingPathNode, key: (any CodingKey)?
    ) throws -> [Element] {
        let tape = decoder.tape
        let count = tape.containerCount(at: index)
        var elements: [Element] = []
        elements.reserveCapacity(count)
        // The array's own path, as its unkeyed container would be the elements' path node.
        let arrayPath = path.appending(key)
        var position = index + 1
        for offset in 0..<count {
            elements.append(
                try decoder.unwrap(position, as: Element.self, path: arrayPath, key: IndexCodingKey(index: offset)))
            position = tape.entry(after: position)
        }
        return elements
    }
}
