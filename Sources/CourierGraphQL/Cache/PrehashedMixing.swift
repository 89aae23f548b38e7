/// Turns a value that is already a well-distributed hash (a per-process-seeded SipHash) into
/// the bucket hash of a `Set` or `Dictionary` with seed `seed`, without running SipHash over it
/// again: MurmurHash3's 64-bit finalizer, which avalanches, so that tables with different seeds
/// place the same values independently (copying a large table into another stays linear).
///
/// - Parameters:
///   - hash: The value's own hash.
///   - seed: The table's seed.
/// - Returns: The hash to probe with.
@inline(__always)
func prehashedRawHashValue(_ hash: Int, seed: Int) -> Int {
    var bits = UInt64(truncatingIfNeeded: hash) ^ UInt64(truncatingIfNeeded: seed)
    bits ^= bits >> 33
    bits &*= 0xff51_afd7_ed55_8ccd
    bits ^= bits >> 33
    bits &*= 0xc4ce_b9fe_1a85_ec53
    bits ^= bits >> 33
    return Int(truncatingIfNeeded: bits)
}
