/// The use counter behind least-recently-used eviction, and when a record's stored use is
/// rewritten.
///
/// Every load and merge of a record is a use and advances the counter by one; the `last_use`
/// column holds the counter at one of the record's uses. Rewriting the column on every use also
/// moves the record's entry in the `last_use` index, which was most of a merge's B-tree work, so
/// it is rewritten only once it lags the counter by ``granularity`` uses or more: eviction
/// order is exact to within that many uses. The granularity is a 64th of the record cap (1,
/// which is exact, below a cap of 128), and 4,096 uses without a cap (the column then only
/// matters if the file is opened with a cap later).
struct SQLiteUseClock {
    /// The granularity without a record cap.
    static let uncappedGranularity: Int64 = 4096

    /// How many uses a stored use may lag the counter before it is rewritten.
    let granularity: Int64
    /// The counter: the number of the latest use.
    private(set) var now: Int64

    /// A clock that continues from `now` (the file's latest stored use).
    ///
    /// - Parameters:
    ///   - now: The latest use stored in the file.
    ///   - maximumRecordCount: The record cap, or `nil`.
    init(now: Int64, maximumRecordCount: Int?) {
        self.now = now
        granularity = maximumRecordCount.map { Swift.max(1, Int64($0) / 64) } ?? Self.uncappedGranularity
    }

    /// Counts a use.
    ///
    /// - Returns: The use's number.
    mutating func tick() -> Int64 {
        now += 1
        return now
    }

    /// Whether a record whose stored use is `stored` needs it rewritten to ``now``.
    ///
    /// - Parameter stored: The record's `last_use`.
    /// - Returns: `true` when it lags by ``granularity`` or more.
    func lags(_ stored: Int64) -> Bool { now - stored >= granularity }
}
