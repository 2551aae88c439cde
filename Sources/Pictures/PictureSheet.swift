/// A timeline with, optionally, a scatter below it, in one SVG document: what
/// `fieldfix replay --plot` writes.
public struct PictureSheet: Sendable {
    /// The upper picture.
    public var timeline: AccuracyTimeline
    /// The lower picture, when there is one.
    public var scatter: AccuracyScatter?

    /// A sheet of one or two pictures.
    public init(timeline: AccuracyTimeline, scatter: AccuracyScatter?) {
        self.timeline = timeline
        self.scatter = scatter
    }

    /// The sheet as an SVG document: each picture `width` by `height` user units, stacked.
    public func svg(width: Double = 800, height: Double = 500) -> String {
        guard let scatter else { return timeline.svg(width: width, height: height) }
        var top = SVGDocument(width: width, height: height)
        let summary = timeline.draw(into: &top)
        var bottom = SVGDocument(width: width, height: height)
        let figures = scatter.draw(into: &bottom)
        var sheet = SVGDocument(width: width, height: height * 2)
        sheet.append(top, at: 0)
        sheet.append(bottom, at: height)
        return sheet.rendered(title: "Horizontal accuracy over time, and scatter of fixes: " + timeline.title,
                              description: summary + " " + figures)
    }
}
