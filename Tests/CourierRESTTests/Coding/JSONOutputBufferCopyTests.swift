import Foundation
import Testing

@testable import CourierREST

/// `JSONOutputBuffer.copy` copies short runs with overlapping word loads and stores: every length
/// across the boundaries of its cases, at every alignment of source and target, must copy
/// exactly those bytes and touch none around them.
@Suite struct JSONOutputBufferCopyTests {
    @Test func everyLengthAndAlignmentCopiesExactly() {
        let source = (0..<128).map { UInt8(truncatingIfNeeded: $0 &* 37 &+ 11) }
        for count in 0...72 {
            for sourceOffset in 0..<8 {
                for targetOffset in 0..<8 {
                    var target = [UInt8](repeating: 0xEE, count: 96)
                    source.withUnsafeBufferPointer { from in
                        target.withUnsafeMutableBufferPointer { to in
                            JSONOutputBuffer.copy(
                                from.baseAddress! + sourceOffset, to: to.baseAddress! + targetOffset, count: count)
                        }
                    }
                    let expected =
                        [UInt8](repeating: 0xEE, count: targetOffset) + source[sourceOffset..<(sourceOffset + count)]
                        + [UInt8](repeating: 0xEE, count: 96 - targetOffset - count)
                    #expect(target == expected, "count \(count), source +\(sourceOffset), target +\(targetOffset)")
                }
            }
        }
    }

    @Test func appendedRunsMakeTheText() {
        var buffer = JSONOutputBuffer(capacity: 16)
        var expected: [UInt8] = []
        for length in 0...40 {
            let run = (0..<length).map { UInt8(ascii: "a") + UInt8($0 % 26) }
            run.withUnsafeBufferPointer { buffer.append($0) }
            expected += run
        }
        #expect(Array(buffer.takeData()) == expected)
    }
}
