import FrontEnd
import Output
import Testing

/// `Confirmation.accepts(_:)`: only an answer starting with y or Y is a yes.
@Suite struct ConfirmationTests {
    @Test(arguments: ["y", "Y", "yes", "Yes", "yep"])
    func yes(answer: String) {
        #expect(Confirmation.accepts(answer))
    }

    @Test(arguments: ["", "n", "no", " y", "oui", "N"])
    func no(answer: String) {
        #expect(!Confirmation.accepts(answer))
    }
}
