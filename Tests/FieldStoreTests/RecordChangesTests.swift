import FieldStore
import Testing

/// Edits that change nothing are told apart before the store is opened (`trees edit`,
/// `issues edit`, `PATCH /api/trees/{id}`).
@Suite struct RecordChangesTests {
    @Test func anyFieldGivenIsAChangeEvenOneThatClears() {
        #expect(TreeChanges().isEmpty)
        #expect(!TreeChanges(species: "Malus").isEmpty)
        #expect(!TreeChanges(variety: "").isEmpty && !TreeChanges(rootstock: "M9").isEmpty && !TreeChanges(notes: "").isEmpty)
        #expect(IssueChanges().isEmpty)
        #expect(!IssueChanges(category: .pothole).isEmpty && !IssueChanges(description: "Deep").isEmpty)
    }
}
