import FieldServer
import Foundation
import Hummingbird
import HummingbirdTesting
import Testing
import TestSupport

/// The web app's files: the page at `/`, bundled files by name only, the map's settings,
/// and Leaflet from the system path.
@Suite struct WebRoutesTests {
    @Test func pageAndModulesAreServedWithTheirMediaTypes() async throws {
        try await ServerHarness().run { client in
            let page = try await client.execute(uri: "/", method: .get)
            #expect(page.status == .ok)
            #expect(page.headers[.contentType] == "text/html; charset=utf-8")
            #expect(page.headers[.contentSecurityPolicy]?.contains("default-src 'self'") == true)
            #expect(page.text.contains("<script type=\"module\" src=\"/app/main.js\">"))
            let script = try await client.execute(uri: "/app/main.js", method: .get)
            #expect(script.status == .ok)
            #expect(script.headers[.contentType] == "text/javascript; charset=utf-8")
            #expect(script.text.contains("live.connect()"))
            let style = try await client.execute(uri: "/app/app.css", method: .get)
            #expect(style.headers[.contentType] == "text/css; charset=utf-8")
            // Every module the page imports is served.
            for name in Set(script.text.matches(of: /from '\.\/([a-z]+\.js)'/).map { String($0.1) }) {
                #expect(try await client.execute(uri: "/app/" + name, method: .get).status == .ok, "\(name)")
            }
        }
    }

    @Test(.attacks("file-system")) func onlyBundledNamesAreServed() async throws {
        try await ServerHarness().run { client in
            for uri in ["/app/..%2FResources%2Fopenapi.json", "/app/../../etc/passwd", "/app/%2Fetc%2Fpasswd", "/app/missing.js",
                        "/app/Package.swift", "/vendor/leaflet/..%2F..%2Fpasswd", "/vendor/leaflet/leaflet.js.map"] {
                let response = try await client.execute(uri: uri, method: .get)
                #expect(response.status == .notFound, "\(uri)")
                #expect(!response.text.contains("root:"), "\(uri)")
            }
        }
    }

    @Test func configCarriesTheTileTemplate() async throws {
        let template = "https://tiles.example.org/{z}/{x}/{y}.png"
        try await ServerHarness(settings: ServerSettings(port: 0, tiles: template)).run { client in
            let config = try await client.execute(uri: "/app/config.json", method: .get)
            #expect(config.object["tiles"] as? String == template)
        }
        try await ServerHarness().run { client in
            let config = try await client.execute(uri: "/app/config.json", method: .get)
            #expect(config.object["tiles"] is NSNull)
        }
    }

    @Test(.attacks("access")) func everyResponseCarriesTheSecurityHeaders() async throws {
        try await ServerHarness(settings: ServerSettings(port: 0, tiles: "https://{s}.tiles.example.org/{z}/{x}/{y}.png")).run { client in
            for uri in ["/", "/app/main.js", "/api/trees", "/api/openapi.json", "/api/no-such-route", "/no-such-page"] {
                let response = try await client.execute(uri: uri, method: .get)
                let policy = response.headers[.contentSecurityPolicy] ?? ""
                #expect(policy.contains("default-src 'self'") && policy.contains("form-action 'self'")
                        && policy.contains("frame-ancestors 'none'"), "\(uri): \(policy)")
                // Images from this server and the tile server only.
                #expect(policy.contains("img-src 'self' blob: data: https://*.tiles.example.org;"), "\(uri): \(policy)")
                #expect(response.headers[HTTPFields.Element.Name("X-Content-Type-Options")!] == "nosniff", "\(uri)")
                #expect(response.headers[HTTPFields.Element.Name("Referrer-Policy")!] == "no-referrer", "\(uri)")
                if uri.hasPrefix("/api/") { #expect(response.headers[.cacheControl] == "no-store", "\(uri)") }
            }
        }
        try await ServerHarness().run { client in
            let policy = try await client.execute(uri: "/", method: .get).headers[.contentSecurityPolicy] ?? ""
            #expect(policy.contains("img-src 'self' blob: data:;"), "no remote images without tiles: \(policy)")
        }
    }

    @Test func leafletComesFromTheSystemPath() async throws {
        let path = "/usr/share/javascript/leaflet/leaflet.js"
        guard FileManager.default.fileExists(atPath: path) else {
            skip("\(path) is missing (Debian's libjs-leaflet; scripts/install-deps)")
            return
        }
        try await ServerHarness().run { client in
            let script = try await client.execute(uri: "/vendor/leaflet/leaflet.js", method: .get)
            #expect(script.status == .ok)
            #expect(script.headers[.contentType] == "text/javascript; charset=utf-8")
            #expect(script.body.readableBytes == (try FileManager.default.attributesOfItem(atPath: path)[.size] as? Int))
            let icon = try await client.execute(uri: "/vendor/leaflet/images/layers.png", method: .get)
            #expect(icon.status == .ok)
            #expect(icon.headers[.contentType] == "image/png")
        }
    }
}
