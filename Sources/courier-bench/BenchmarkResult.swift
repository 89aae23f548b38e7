import Foundation

/// One measured figure, printed as one JSON object per line.
///
/// `ratio` compares Courier with the baseline measured in the same run, oriented so that a ratio
/// above 1 means Courier did better (for "higher is better" units such as MB/s it is
/// `value / baseline`; for "lower is better" units such as ms it is `baseline / value`).
struct BenchmarkResult: Encodable {
    /// A dotted name, e.g. `http.requests_per_second`.
    var name: String
    /// The measured value.
    var value: Double
    /// The unit, e.g. `req/s`, `MB/s`, `ms`, `bytes`.
    var unit: String
    /// The baseline measured in the same run, if the figure has one.
    var baseline: Double?
    /// `value / baseline` or `baseline / value`, whichever makes > 1 mean "Courier did better".
    var ratio: Double?
    /// What the baseline is, e.g. `raw URLSession`.
    var baselineName: String?

    /// Creates a result, computing the ratio from `baseline` when given.
    init(
        name: String, value: Double, unit: String, baseline: Double? = nil, baselineName: String? = nil,
        higherIsBetter: Bool = true
    ) {
        self.name = name
        self.value = value
        self.unit = unit
        self.baseline = baseline
        self.baselineName = baselineName
        if let baseline, baseline > 0, value > 0 {
            ratio = higherIsBetter ? value / baseline : baseline / value
        }
    }

    /// The result as one line of JSON.
    var jsonLine: String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        guard let data = try? encoder.encode(self), let line = String(data: data, encoding: .utf8) else {
            return "{\"name\":\"\(name)\",\"error\":\"encoding failed\"}"
        }
        return line
    }
}

/// Wall-clock and CPU time helpers for the benchmarks.
enum BenchmarkClock {
    #if os(Linux)
    private static let rusageSelf = RUSAGE_SELF.rawValue
    #else
    private static let rusageSelf = RUSAGE_SELF
    #endif

    /// Seconds since an arbitrary origin, monotonic.
    static func now() -> Double {
        var ts = timespec()
        clock_gettime(CLOCK_MONOTONIC, &ts)
        return Double(ts.tv_sec) + Double(ts.tv_nsec) / 1e9
    }

    /// CPU seconds (user + system) this process has used so far.
    static func cpuTime() -> Double {
        var usage = rusage()
        getrusage(rusageSelf, &usage)
        let user = Double(usage.ru_utime.tv_sec) + Double(usage.ru_utime.tv_usec) / 1e6
        let system = Double(usage.ru_stime.tv_sec) + Double(usage.ru_stime.tv_usec) / 1e6
        return user + system
    }

    /// The peak resident set size of this process so far, in bytes.
    static func peakMemoryBytes() -> Double {
        var usage = rusage()
        getrusage(rusageSelf, &usage)
        #if os(Linux)
        return Double(usage.ru_maxrss) * 1024
        #else
        return Double(usage.ru_maxrss)
        #endif
    }
}
