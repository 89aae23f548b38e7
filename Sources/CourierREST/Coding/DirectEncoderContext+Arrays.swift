/// Arrays of the common scalars written in one go, without an `Encoder` and an unkeyed container
/// per array: what `Array.encode(to:)` would write through them, byte for byte.
extension DirectEncoderContext {
    /// Writes `value` when it is a `[String]`, `[Int]`, `[Bool]`, or a `[Double]` of finite
    /// numbers (a non-finite one goes the general way, which applies the float strategy and
    /// reports the element's path); whether it did.
    @inline(__always)
    func writeScalarArray<T: Encodable>(_ value: T) -> Bool {
        let type = ObjectIdentifier(T.self)
        if type == ScalarArrayTypes.strings {
            writeElements(Self.same(value, as: [String].self)) { context, element in context.writeString(element) }
        } else if type == ScalarArrayTypes.ints {
            writeElements(Self.same(value, as: [Int].self)) { context, element in context.writeInteger(element) }
        } else if type == ScalarArrayTypes.bools {
            writeElements(Self.same(value, as: [Bool].self)) { context, element in context.writeBool(element) }
        } else if type == ScalarArrayTypes.doubles {
            let numbers = Self.same(value, as: [Double].self)
            guard numbers.allSatisfy(\.isFinite) else { return false }
            writeElements(numbers) { context, element in context.output.appendFloat(element) }
        } else {
            return false
        }
        return true
    }

    private func writeElements<Element>(_ elements: [Element], _ write: (DirectEncoderContext, Element) -> Void) {
        output.append(UInt8(ascii: "["))
        for (offset, element) in elements.enumerated() {
            if offset > 0 { output.append(UInt8(ascii: ",")) }
            write(self, element)
        }
        output.append(UInt8(ascii: "]"))
    }
}

/// An array of any `Encodable` element, which the direct path writes element by element itself:
/// what `Array.encode(to:)` writes through an unkeyed container, without the encoder, the
/// container and a copy of each element.
protocol DirectEncodableArray {
    /// Writes the array at the current position; `path` is the array's.
    func writeElements(to context: DirectEncoderContext, path: CodingPathNode) throws
}

extension Array: DirectEncodableArray where Element: Encodable {
    func writeElements(to context: DirectEncoderContext, path: CodingPathNode) throws {
        try withUnsafeBufferPointer { elements in try context.writeElements(elements, path: path) }
    }
}

extension DirectEncoderContext {
    /// Writes `elements` as an array, each as `UnkeyedEncodingContainer.encode(_:)` would.
    ///
    /// Elements of a type that goes through its own `encode(to:)` (kind `.other`, looked up once
    /// for the array rather than per element) are handed to it directly. Each is borrowed where
    /// it lies, through its pointer: calling `encode(to:)` on the pointee copied the element out
    /// first (a retain and a release for each of its references), and an `inout` access, which
    /// saves the copy too, is a formal write, on which tasks encoding one shared array at once
    /// raced (ThreadSanitizer reported it).
    /// Encodes `value` where it is, without copying it out first.
    @inline(__always)
    private static func encode<Value: Encodable>(borrowing value: borrowing Value, to encoder: DirectEncoder) throws {
        try value.encode(to: encoder)
    }

    func writeElements<Element: Encodable>(_ elements: UnsafeBufferPointer<Element>, path: CodingPathNode) throws {
        guard let first = elements.baseAddress else {
            output.append("[]")
            return
        }
        let encodesItself = !Self.isCommonScalar(Element.self) && kind(of: Element.self) == .other
        let frame = openFrame(isObject: false)
        for index in elements.indices {
            guard enter(frame) else { return }
            _ = beginElement()
            let element = first + index
            if !encodesItself {
                try encodeNested(element.pointee, in: path, at: .index(index))
            } else if try !encodeWithEncoder(
                in: { path }, at: { .index(index) }, { try Self.encode(borrowing: element.pointee, to: $0) })
            {
                output.append("{}")
            }
        }
        if enter(frame) { closeFrames(downTo: frame.level) }
    }
}
