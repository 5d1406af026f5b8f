/// Text quoted into Markdown (`index.md`) as plain text: a scene's title or a caption
/// holding view names cannot open a link, an image, code, emphasis, a table cell or HTML
/// (`<script>`, `<!--` that would hide the rest of the file).
enum MarkdownText {
    /// `text` with every character Markdown could read as markup escaped: `\` before the
    /// punctuation, entities for `<` and `&` (HTML), line breaks as spaces.
    static func escape(_ text: String) -> String {
        var escaped = ""
        for character in text {
            switch character {
            case "<": escaped += "&lt;"
            case "&": escaped += "&amp;"
            case "\\", "`", "*", "_", "[", "]", "|", "~", "!", "#": escaped += "\\" + String(character)
            case _ where character.isNewline: escaped += " "
            default: escaped.append(character)
            }
        }
        return escaped
    }
}
