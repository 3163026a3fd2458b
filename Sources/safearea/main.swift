import Glibc
import SafeAreaCLI

let environment = Environment(noColor: false, utf8: true)
switch CommandRunner.run(Array(CommandLine.arguments.dropFirst()), environment: environment) {
case .finished(let out, let err, let status):
  StandardStream.write(out, to: STDOUT_FILENO)
  StandardStream.write(err, to: STDERR_FILENO)
  exit(status)
case .preview:
  StandardStream.write("safearea: the previewer is not built yet\n", to: STDERR_FILENO)
  exit(2)
}
