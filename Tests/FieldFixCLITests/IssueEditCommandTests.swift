import FieldStore
import Foundation
import TestSupport
import Testing

/// `fieldfix issues edit`: changes persist in the store, refusals change nothing.
@Suite struct IssueEditCommandTests {
    @Test func anEditPersistsAndABadOneChangesNothing() throws {
        let dir = try StoreCLI.temporaryDirectory("issue-edit")
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let store = try RecordStore(directory: dir + "/store")
        let issue = try store.saveIssue(NewIssue(category: .pothole, description: "Deep"), at: StoreCLI.location())
        try "Leaks at the base.\n".write(toFile: dir + "/text.txt", atomically: true, encoding: .utf8)
        let edited = try FieldFix.run(["issues", "edit", "\(issue.id)", "--category", "water-leak",
                                       "--description-file", dir + "/text.txt", "--json", "--store", dir + "/store"])
        #expect(edited.status == 0, "\(edited.stderr)")
        #expect(edited.stdout.contains("\"category\":\"water-leak\"") && edited.stdout.contains("\"description\":\"Leaks at the base.\""),
                "\(edited.stdout)")
        let stored = try #require(try store.issue(id: issue.id))
        #expect(stored.category == .waterLeak && stored.description == "Leaks at the base." && stored.updatedAt > issue.updatedAt)

        let nothing = try FieldFix.run(["issues", "edit", "\(issue.id)", "--store", dir + "/store"])
        #expect(nothing.status == 64 && nothing.stderr.contains("nothing to change"), "\(nothing.stderr)")
        let volcano = try FieldFix.run(["issues", "edit", "\(issue.id)", "--category", "volcano", "--store", dir + "/store"])
        #expect(volcano.status == 64 && volcano.stderr.contains("volcano"), "\(volcano.stderr)")
        let blank = try FieldFix.run(["issues", "edit", "\(issue.id)", "--description", " ", "--store", dir + "/store"])
        #expect(blank.status != 0 && blank.stderr.contains("description"), "\(blank.stderr)")
        let missing = try FieldFix.run(["issues", "edit", "99", "--category", "other", "--store", dir + "/store"])
        #expect(missing.status != 0 && missing.stderr.contains("no issue with id 99"), "\(missing.stderr)")
        #expect(try store.issue(id: issue.id) == stored)
    }

    /// Text over the store's limit is refused the same way by both kinds' edits, given as an
    /// option or in a file: the store's message, naming the field, status 1.
    @Test func bothEditsRefuseTooLongTextAlike() throws {
        let dir = try StoreCLI.temporaryDirectory("edit-limits")
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let store = try RecordStore(directory: dir + "/store")
        let issue = try store.saveIssue(NewIssue(category: .pothole, description: "Deep"), at: StoreCLI.location())
        let tree = try store.saveTree(NewTree(species: "Malus"), at: StoreCLI.location())
        let long = String(repeating: "x", count: TextLimit.text + 1)
        try long.write(toFile: dir + "/long.txt", atomically: true, encoding: .utf8)
        let attempts: [([String], String)] = [
            (["issues", "edit", "\(issue.id)", "--description", long], "description"),
            (["issues", "edit", "\(issue.id)", "--description-file", dir + "/long.txt"], "description"),
            (["trees", "edit", "\(tree.id)", "--notes", long], "notes"),
            (["trees", "edit", "\(tree.id)", "--notes-file", dir + "/long.txt"], "notes"),
        ]
        for (arguments, field) in attempts {
            let refused = try FieldFix.run(arguments + ["--store", dir + "/store"])
            #expect(refused.status == 1, "\(arguments.prefix(3)): \(refused.status)")
            #expect(refused.stderr == "Error: \(field) is \(TextLimit.text + 1) characters long; at most \(TextLimit.text) are kept\n",
                    "\(refused.stderr)")
        }
        #expect(try store.issue(id: issue.id) == issue && store.tree(id: tree.id) == tree)
    }
}
