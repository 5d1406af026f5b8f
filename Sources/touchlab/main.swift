import Glibc
import TouchLab

let status = MainActor.assumeIsolated {
    TouchLabCommand().run(Array(CommandLine.arguments.dropFirst()))
}
exit(status)
