import ArgumentParser
import FieldStore
import FrontEnd
import Output

/// `fieldfix capture issue`: a civic issue at a gated location.
struct CaptureIssueCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "issue", abstract: "Capture a civic issue at the current location.",
        discussion: """
            Every option, the photo and the store are checked before the wait for a fix. An \
            issue keeps one photo: a second --photo is refused rather than dropped.

            Example: fieldfix capture issue --category pothole --description "Deep, by the bus stop" --photo hole.jpg
            """)

    @Option(help: ArgumentHelp(
        "pothole, streetlight, garbage, water-leak or other.", valueName: "CATEGORY"),
        transform: { text in
            guard let category = IssueCategory(rawValue: text) else {
                throw ValidationError("unknown category \(text): use pothole, streetlight, garbage, water-leak or other")
            }
            return category
        })
    var category: IssueCategory
    @Option(help: ArgumentHelp("What is wrong (required, at most \(TextLimits.notes) characters).", valueName: "TEXT"))
    var description: String
    @Option(name: .customLong("photo"), help: ArgumentHelp("A photo (JPEG, PNG or HEIC, at most 20 MiB); one per issue.", valueName: "FILE"))
    var photos: [String] = []
    @OptionGroup var capture: CaptureOptions
    @OptionGroup var store: StoreOptions

    func validate() throws {
        guard photos.count <= 1 else {
            throw ValidationError("an issue keeps one photo, and \(photos.count) were given (--photo \(photos.joined(separator: " --photo "))): "
                + "choose one, or capture a tree, which keeps several")
        }
        try CaptureCommand.validate { try newIssue(context: CaptureContext()).check(field: $0) }
    }

    /// The issue these options describe.
    private func newIssue(context: CaptureContext) -> NewIssue {
        NewIssue(category: category, description: description, photo: photos.first, context: context)
    }

    func run() async throws {
        let opened = try store.openBeforeCapture(photos: !photos.isEmpty)
        let (location, context) = try await CaptureCommand.captureLocation(capture)
        try CaptureCommand.report(CaptureSave.save(newIssue(context: context), at: location, storePath: store.path,
                                                   open: { try opened ?? store.openCreating() }), options: capture)
    }
}
