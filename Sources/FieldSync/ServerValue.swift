import Foundation
import PostgresNIO
import TextEncoding

/// A value bound to one column of a server row: the types the sync tables use.
enum ServerValue: Sendable {
    case text(String?)
    case double(Double?)
    case integer(Int?)
    case bigint(Int64?)
    case uuid(UUID?)
    case textArray([String])
    case bytes(Data?)

    /// Writes the value as JSON: bytes as base64, a number that is not finite as its name.
    func write(to json: inout JSONWriter) {
        switch self {
        case let .text(value): value.map { json.value($0) } ?? json.null()
        case let .double(value):
            guard let value else { return json.null() }
            if value.isFinite { json.value(roundTrip: value) } else { json.value(String(describing: value)) }
        case let .integer(value): value.map { json.value($0) } ?? json.null()
        case let .bigint(value): value.map { json.value(Int($0)) } ?? json.null()
        case let .uuid(value): value.map { json.value($0.uuidString.lowercased()) } ?? json.null()
        case let .textArray(value):
            json.beginArray()
            for text in value { json.value(text) }
            json.endArray()
        case let .bytes(value): value.map { json.value($0.base64EncodedString()) } ?? json.null()
        }
    }

    /// Appends the value as the next bound parameter.
    func bind(to bindings: inout PostgresBindings) {
        switch self {
        case let .text(value): bindings.append(value)
        case let .double(value): bindings.append(value)
        case let .integer(value): bindings.append(value)
        case let .bigint(value): bindings.append(value)
        case let .uuid(value): bindings.append(value)
        case let .textArray(value): bindings.append(value)
        case let .bytes(value): bindings.append(value.map { ByteBuffer(bytes: $0) })
        }
    }
}

/// An ordered list of column names and values, from which an upsert with bound parameters
/// is made (the SQL holds only the fixed column names, never record text).
struct ServerRowImage: Sendable {
    private(set) var columns: [String] = []
    private(set) var values: [ServerValue] = []

    mutating func set(_ column: String, _ value: ServerValue) {
        columns.append(column)
        values.append(value)
    }

    /// The row as a JSON object (the conflicts table keeps a losing version this way).
    func json() -> String {
        var json = JSONWriter()
        json.beginObject()
        for (column, value) in zip(columns, values).sorted(by: { $0.0 < $1.0 }) {
            json.key(named: column)
            value.write(to: &json)
        }
        json.endObject()
        return json.text
    }

    /// PostgreSQL's limit of bound parameters in one statement.
    static let parameterLimit = 65_535

    /// Multi-row upserts of `rows`: `INSERT INTO table (columns..., extra...) VALUES (...),
    /// (...) ON CONFLICT (key) DO UPDATE SET` every column, in as few statements as the
    /// ``parameterLimit`` allows (rows with other columns go in statements of their own).
    /// `extra` are SQL expressions the server computes for each row (the geometry, the feed
    /// position), given as (column, expression over `{column}` names).
    static func upsert(_ rows: [ServerRowImage], into table: String, key: String, extra: [(String, String)]) -> [PostgresQuery] {
        var groups: [[String]: [ServerRowImage]] = [:]
        var order: [[String]] = []
        for row in rows {
            if groups[row.columns] == nil { order.append(row.columns) }
            groups[row.columns, default: []].append(row)
        }
        return order.flatMap { columns -> [PostgresQuery] in
            let group = groups[columns]!
            let perStatement = max(1, parameterLimit / max(1, columns.count))
            return stride(from: 0, to: group.count, by: perStatement).map { start in
                upsert(group[start..<min(start + perStatement, group.count)], columns: columns, into: table, key: key, extra: extra)
            }
        }
    }

    /// One multi-row upsert of rows that all have `columns`.
    private static func upsert(_ rows: ArraySlice<ServerRowImage>, columns: [String], into table: String, key: String,
                               extra: [(String, String)]) -> PostgresQuery {
        var bindings = PostgresBindings(capacity: rows.count * columns.count)
        // The columns each extra expression names, so each row substitutes only those.
        let references = extra.map { expression in columns.indices.filter { expression.1.contains("{\(columns[$0])}") } }
        var tuples: [String] = []
        tuples.reserveCapacity(rows.count)
        for (number, row) in rows.enumerated() {
            let offset = number * columns.count
            for value in row.values { value.bind(to: &bindings) }
            let computed = zip(extra, references).map { expression, indices in
                indices.reduce(expression.1) { sql, index in
                    sql.replacingOccurrences(of: "{\(columns[index])}", with: "$\(offset + index + 1)")
                }
            }
            tuples.append("(" + (columns.indices.map { "$\(offset + $0 + 1)" } + computed).joined(separator: ", ") + ")")
        }
        let names = columns + extra.map(\.0)
        let updates = names.filter { $0 != key }.map { "\($0) = EXCLUDED.\($0)" }.joined(separator: ", ")
        let sql = "INSERT INTO \(table) (\(names.joined(separator: ", "))) VALUES \(tuples.joined(separator: ", ")) "
            + "ON CONFLICT (\(key)) DO UPDATE SET \(updates)"
        return PostgresQuery(unsafeSQL: sql, binds: bindings)
    }
}
