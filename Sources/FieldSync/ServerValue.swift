import Foundation
import PostgresNIO

/// A value bound to one column of a server row: the types the sync tables use.
enum ServerValue: Sendable {
    case text(String?)
    case double(Double?)
    case integer(Int?)
    case bigint(Int64?)
    case uuid(UUID?)
    case textArray([String])
    case bytes(Data?)

    /// The value for a JSON document (bytes as base64).
    var json: Any {
        switch self {
        case let .text(value): return value ?? NSNull()
        case let .double(value): return value.map { $0.isFinite ? $0 as Any : String(describing: $0) } ?? NSNull()
        case let .integer(value): return value ?? NSNull()
        case let .bigint(value): return value ?? NSNull()
        case let .uuid(value): return value?.uuidString.lowercased() ?? NSNull()
        case let .textArray(value): return value
        case let .bytes(value): return value?.base64EncodedString() ?? NSNull()
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
        let object = Dictionary(uniqueKeysWithValues: zip(columns, values.map(\.json)))
        let data = (try? JSONSerialization.data(withJSONObject: object, options: [.sortedKeys])) ?? Data("{}".utf8)
        return String(decoding: data, as: UTF8.self)
    }

    /// `INSERT INTO table (columns..., extra...) VALUES ($1..., extra...) ON CONFLICT (key) DO
    /// UPDATE SET` every column; `extra` are SQL expressions the server computes (the
    /// geometry, the feed position), given as (column, expression over `$n` names).
    func upsert(into table: String, key: String, extra: [(String, String)]) -> PostgresQuery {
        var bindings = PostgresBindings(capacity: values.count)
        for value in values { value.bind(to: &bindings) }
        let names = columns + extra.map(\.0)
        let placeholders = columns.indices.map { "$\($0 + 1)" } + extra.map { expression in
            columns.indices.reversed().reduce(expression.1) { sql, index in
                sql.replacingOccurrences(of: "{\(columns[index])}", with: "$\(index + 1)")
            }
        }
        let updates = names.filter { $0 != key }.map { "\($0) = EXCLUDED.\($0)" }.joined(separator: ", ")
        let sql = "INSERT INTO \(table) (\(names.joined(separator: ", "))) VALUES (\(placeholders.joined(separator: ", "))) "
            + "ON CONFLICT (\(key)) DO UPDATE SET \(updates)"
        return PostgresQuery(unsafeSQL: sql, binds: bindings)
    }
}
