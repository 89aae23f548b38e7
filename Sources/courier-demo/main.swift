import Foundation

// courier-demo: a tour of Courier against the embedded mock server (or --endpoint URL).
// Exits 0 only if every step behaved as expected; 2 for a bad command line.

let arguments: DemoArguments
do {
    arguments = try DemoArguments(Array(CommandLine.arguments.dropFirst()))
} catch {
    FileHandle.standardError.write(Data((error.message + "\n").utf8))
    exit(error.isHelp ? 0 : 2)
}

// The tour limits each step; this is the backstop that turns any hang into a failure.
let overallLimit: Double = 180
DispatchQueue.global().asyncAfter(deadline: .now() + overallLimit) {
    FileHandle.standardError.write(Data("courier-demo: gave up after \(Int(overallLimit)) s\n".utf8))
    exit(1)
}

let succeeded = await DemoMain.run(arguments)
exit(succeeded ? 0 : 1)
