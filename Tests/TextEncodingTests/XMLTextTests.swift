import Testing
import TextEncoding

/// XML escaping: markup escaped, characters XML 1.0 cannot hold dropped, the rest kept.
@Suite struct XMLTextTests {
    @Test func markupAndControlCharactersAreEscapedOrDropped() {
        #expect(XMLText.escape("a<b & \"c\" 'd'>\u{1}\u{7}e\u{FFFE}") == "a&lt;b &amp; &quot;c&quot; &apos;d&apos;&gt;e")
        #expect(XMLText.escape("Baum\tŁódź\n\r") == "Baum\tŁódź\n\r")
    }
}
