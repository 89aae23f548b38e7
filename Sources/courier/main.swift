import Foundation

// `courier`: a thin command-line shell over GraphQLLanguage. Exit codes: 0 success, 1 problems
// found in the inputs, 2 usage errors (unknown command or option, missing file).
let status = Courier.run(Array(CommandLine.arguments.dropFirst()), output: StandardStreams())
exit(status)
