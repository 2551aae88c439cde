import ArgumentParser
import FieldStore

/// `fieldfix capture issue`: a civic issue at a gated location.
struct CaptureIssueCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "issue", abstract: "Capture a civic issue at the current location.")

    @Option(help: ArgumentHelp(
        "pothole, streetlight, garbage, water-leak or other.", valueName: "CATEGORY"),
        transform: { text in
            guard let category = IssueCategory(rawValue: text) else {
                throw ValidationError("unknown category \(text): use pothole, streetlight, garbage, water-leak or other")
            }
            return category
        })
    var category: IssueCategory

    @Option(help: "What is wrong (required).")
    var description: String

    @Option(help: ArgumentHelp("A photo (JPEG, PNG or HEIC).", valueName: "FILE"))
    var photo: String?

    @OptionGroup var capture: CaptureOptions
    @OptionGroup var store: StoreOptions

    func validate() throws {
        guard !description.allSatisfy(\.isWhitespace) else { throw ValidationError("--description must not be blank") }
        try CaptureCommand.validatePhotos(photo.map { [$0] } ?? [])
    }

    func run() async throws {
        let opened = try store.openBeforeCapture()
        let location = try await CaptureCommand.captureLocation(capture)
        let records = try opened ?? store.open()
        let issue = try records.saveIssue(
            NewIssue(category: category, description: description, photo: photo), at: location)
        if capture.json {
            print(RecordJSON.encode(issue, store: records))
        } else {
            print("saved issue \(issue.id): \(issue.category.rawValue) at \(CaptureCommand.describe(issue.location))")
        }
    }
}
