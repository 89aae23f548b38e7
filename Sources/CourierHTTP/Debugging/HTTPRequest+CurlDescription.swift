import Foundation

extension HTTPRequest {
    /// The request as a `curl` command line for a bug report, with secrets redacted as
    /// ``LoggingMonitor`` redacts them (see ``curlDescription(headerRedaction:urlRedaction:maximumBodyBytes:)``).
    public var curlDescription: String { curlDescription() }

    /// The request as a `curl` command line: method, URL, header fields and body, each argument
    /// single-quoted for a POSIX shell, one per line.
    ///
    /// ```
    /// curl -X PATCH 'https://api.example.com/users/1?token=<redacted>' \
    ///   -H 'Authorization: <redacted>' \
    ///   -H 'Content-Type: application/json' \
    ///   --data-binary '{"name":"O'\''Brien"}'
    /// ```
    ///
    /// Header values named in `headerRedaction` and the URL's secrets (`urlRedaction`) are
    /// replaced by `<redacted>`, as in ``LoggingMonitor`` lines and ``HTTPRequest/description``.
    /// The method and fields are those on the wire (``wireMethod``, ``wireHeaderFields``). The body
    /// is written as it is when it is UTF-8 text without NUL bytes and at most `maximumBodyBytes`
    /// long; otherwise a `--data-binary @request-body.bin` placeholder with its size stands in.
    /// Bodies are not redacted: pass `maximumBodyBytes: 0` when a body may hold secrets.
    /// - Parameters:
    ///   - headerRedaction: The header values to hide; the logger's defaults by default.
    ///   - urlRedaction: The URL parts to hide; ``URLRedaction/standard`` by default.
    ///   - maximumBodyBytes: The longest body written out; 64 KiB by default.
    /// - Returns: The command line.
    public func curlDescription(
        headerRedaction: HeaderRedaction = HeaderRedaction(),
        urlRedaction: URLRedaction = .standard,
        maximumBodyBytes: Int = 64 * 1024
    ) -> String {
        var first = "curl"
        let method = wireMethod
        if method == .head {
            first += " --head"
        } else if method != .get || body != nil {
            first += " -X \(CurlQuoting.quoted(method.rawValue))"
        }
        first += " " + CurlQuoting.quoted(urlRedaction.describe(url))
        var lines = [first]
        for field in wireHeaderFields {
            let value = headerRedaction.redacts(field.name) ? HeaderRedaction.placeholder : field.value
            lines.append("-H " + CurlQuoting.quoted("\(field.name): \(value)"))
        }
        if let body { lines.append(CurlQuoting.bodyArgument(body, maximumBytes: maximumBodyBytes)) }
        return lines.joined(separator: " \\\n  ")
    }
}

/// Quoting of `curl` arguments for a POSIX shell.
enum CurlQuoting {
    /// `text` in single quotes, each `'` written as `'\''` (close, escaped quote, reopen).
    static func quoted(_ text: String) -> String {
        "'" + text.replacingOccurrences(of: "'", with: #"'\''"#) + "'"
    }

    /// `--data-binary 'text'`, or a file placeholder for a body that is binary or too long.
    static func bodyArgument(_ body: Data, maximumBytes: Int) -> String {
        if body.count <= maximumBytes, !body.contains(0), let text = String(data: body, encoding: .utf8) {
            return "--data-binary " + quoted(text)
        }
        let kind = body.count > maximumBytes ? "over \(maximumBytes) bytes" : "not UTF-8 text"
        return "--data-binary @request-body.bin  # the \(body.count)-byte body (\(kind)) is not shown"
    }
}
