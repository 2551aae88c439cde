#ifndef CGPSSHIM_H
#define CGPSSHIM_H
/*
 * The only place that touches libgps's gps_data_t. Each gps_read is copied into
 * CGPSShim_Report, a small struct that stays the same across libgps API versions, so
 * API changes stop here. Every field access sits behind GPSD_API_MAJOR_VERSION checks.
 * Doubles gpsd did not send are NaN in the report; Swift turns them into nil.
 */
#include <errno.h>
#include <fcntl.h>
#include <math.h>
#include <poll.h>
#include <stdlib.h>
#include <string.h>
#include <gps.h>

/* What one gps_read brought (bits of CGPSShim_Report.kinds). */
#define CGPSSHIM_TPV 0x01u     /* a time-position-velocity report */
#define CGPSSHIM_SKY 0x02u     /* DOPs and satellite counts */
#define CGPSSHIM_GST 0x04u     /* the receiver's error estimate */
#define CGPSSHIM_DEVICE 0x08u  /* a device was activated or closed */
#define CGPSSHIM_VERSION 0x10u /* gpsd's greeting: the server is gpsd */
#define CGPSSHIM_RELAYED 0x20u /* one of the device's own packets, relayed (see CGPSShim_watch) */

/*
 * The longest message kept whole, with its NUL: gpsd relays a binary packet as a line of
 * hex digits, two per byte, and libgps (3.22) buffers at most 8192 bytes of a line
 * (twice its internal GPS_JSON_RESPONSE_MAX), so no longer line reaches the client.
 */
#define CGPSSHIM_MESSAGE_MAX 8193

/* The most satellites of one SKY report kept (libgps 3.22 holds up to 140 signals). */
#define CGPSSHIM_SATELLITES_MAX 140

/* One satellite of a SKY report, numbered as u-blox does (gpsd's gnssid and svid). */
typedef struct {
    int gnssid;            /* 0 GPS, 1 SBAS, 2 Galileo, 3 BeiDou, 4 IMES, 5 QZSS, 6 GLONASS, 7 NavIC; -1 unknown */
    int svid;              /* the number within its system; the NMEA PRN when gnssid is -1 */
    int used;              /* used in the solution */
    double ss;             /* C/N0, dB-Hz; NaN or negative when not tracked */
    double elevation;      /* degrees; NaN when unknown */
    double azimuth;        /* degrees; NaN when unknown */
} CGPSShim_Satellite;

/* One gpsd message, copied out of gps_data_t. */
typedef struct {
    unsigned int kinds;
    /* TPV */
    int mode;              /* 0 not seen, 1 no fix, 2 2D, 3 3D */
    int status;            /* gpsd STATUS_* (0 unknown or plain fix) */
    int hasTime;
    long long timeSeconds; /* Unix seconds, UTC */
    long timeNanoseconds;
    double latitude, longitude, altitudeMSL, geoidSeparation;
    double speed, track, climb, magneticVariation;
    double dgpsAge;
    int dgpsStation;       /* -1 when unknown */
    /* SKY: DOPs, and satellite counts when the report had a satellite list */
    int skyHasDOPs;
    double hdop, vdop, pdop;
    int skyHasSatellites;
    int satellitesUsed, satellitesVisible;
    int satelliteCount;    /* entries of `satellites` */
    CGPSShim_Satellite satellites[CGPSSHIM_SATELLITES_MAX];
    int skyHasTime;
    long long skyTimeSeconds;
    long skyTimeNanoseconds;
    /* GST */
    int gstHasTime;
    long long gstTimeSeconds;
    long gstTimeNanoseconds;
    double gstRMS, gstMajor, gstMinor, gstOrientation, gstLatitude, gstLongitude, gstAltitude;
    /* DEVICE */
    int deviceActive;
} CGPSShim_Report;

/* A connection to gpsd: owns the gps_data_t. */
typedef struct {
    struct gps_data_t data;
    char message[CGPSSHIM_MESSAGE_MAX]; /* the last message's text */
    int partial;       /* the last gps_read found no whole line: libgps holds at most a part of one */
} CGPSShim_Session;

/* Opens a connection to gpsd at host:port; NULL on failure with *error set (gps_errstr code). */
static inline CGPSShim_Session *CGPSShim_open(const char *host, const char *port, int *error) {
    CGPSShim_Session *session = calloc(1, sizeof(CGPSShim_Session));
    if (session == NULL) {
        *error = ENOMEM;
        return NULL;
    }
    if (gps_open(host, port, &session->data) != 0) {
        *error = errno;
        free(session);
        return NULL;
    }
#ifndef USE_QT
    /* Programs this process starts must not keep the connection open. */
    (void)fcntl(session->data.gps_fd, F_SETFD, FD_CLOEXEC);
#endif
    *error = 0;
    return session;
}

/*
 * Asks gpsd to stream JSON reports and, with `relay`, the device's own packets as well
 * ("raw":1, WATCH_RARE): gpsd copies textual packets (NMEA) as they came and writes
 * binary packets as one line of hex digits, each before the reports it made of them.
 * 0 on success.
 */
static inline int CGPSShim_watch(CGPSShim_Session *session, int relay) {
    return gps_stream(&session->data, WATCH_ENABLE | WATCH_JSON | (relay ? WATCH_RARE : 0u), NULL);
}

/*
 * Whether data is waiting, waiting up to `microseconds` (gps_waiting). gps_waiting answers
 * "yes" at once while libgps buffers any byte, even a line without its newline that only
 * new input can finish: after a read that found no whole line, wait on the socket itself,
 * or a server that sends half a line and stops would be polled in a busy loop.
 */
static inline int CGPSShim_waiting(CGPSShim_Session *session, int microseconds) {
    if (!session->partial) {
        return gps_waiting(&session->data, microseconds) ? 1 : 0;
    }
    struct pollfd descriptor = { .fd = session->data.gps_fd, .events = POLLIN, .revents = 0 };
    return poll(&descriptor, 1, microseconds / 1000) > 0 ? 1 : 0;
}

static inline void CGPSShim_copyTPV(const struct gps_data_t *d, CGPSShim_Report *r) {
    const struct gps_fix_t *f = &d->fix;
    r->mode = f->mode;
#if GPSD_API_MAJOR_VERSION >= 10
    r->status = f->status;
#else
    r->status = d->status;
#endif
#if GPSD_API_MAJOR_VERSION >= 9
    r->hasTime = (f->time.tv_sec != 0 || f->time.tv_nsec != 0) ? 1 : 0;
    r->timeSeconds = (long long)f->time.tv_sec;
    r->timeNanoseconds = (long)f->time.tv_nsec;
    r->altitudeMSL = f->altMSL;
    r->geoidSeparation = f->geoid_sep;
    r->magneticVariation = f->magnetic_var;
    r->dgpsAge = f->dgps_age;
    r->dgpsStation = f->dgps_station;
#else
    r->hasTime = isnan(f->time) ? 0 : 1;
    r->timeSeconds = isnan(f->time) ? 0 : (long long)f->time;
    r->timeNanoseconds = isnan(f->time) ? 0 : (long)((f->time - (double)r->timeSeconds) * 1e9);
    r->altitudeMSL = f->altitude;
    r->geoidSeparation = NAN;
    r->magneticVariation = NAN;
    r->dgpsAge = NAN;
    r->dgpsStation = -1;
#endif
    r->latitude = f->latitude;
    r->longitude = f->longitude;
    r->speed = f->speed;
    r->track = f->track;
    r->climb = f->climb;
}

/*
 * A SKY report. libgps reads a SKY's DOPs whatever else it holds, and marks the message
 * SATELLITE_SET when it carried a satellite list, DOP_SET when it did not (gpsd sends
 * DOPs without satellites for receivers that send no GSV): the DOPs come with either bit
 * (NaN where gpsd sent none), the satellite counts and list only with SATELLITE_SET.
 */
static inline void CGPSShim_copySKY(const struct gps_data_t *d, gps_mask_t set, CGPSShim_Report *r) {
    r->skyHasDOPs = 1;
    r->hdop = d->dop.hdop;
    r->vdop = d->dop.vdop;
    r->pdop = d->dop.pdop;
    if ((set & SATELLITE_SET) != 0) {
        r->skyHasSatellites = 1;
        r->satellitesUsed = d->satellites_used;
        r->satellitesVisible = d->satellites_visible;
        /* libgps leaves empty slots (PRN 0) in skyview: keep the others, in order. */
        r->satelliteCount = 0;
        for (int i = 0; i < MAXCHANNELS && r->satelliteCount < CGPSSHIM_SATELLITES_MAX; i++) {
            const struct satellite_t *s = &d->skyview[i];
            if (s->PRN == 0) continue;
            CGPSShim_Satellite *out = &r->satellites[r->satelliteCount++];
#if GPSD_API_MAJOR_VERSION >= 7
            out->gnssid = (s->svid != 0) ? s->gnssid : -1;
            out->svid = (s->svid != 0) ? s->svid : s->PRN;
#else
            out->gnssid = -1;
            out->svid = s->PRN;
#endif
            out->used = s->used ? 1 : 0;
            out->ss = (double)s->ss;
            out->elevation = (double)s->elevation;
            out->azimuth = (double)s->azimuth;
        }
    }
#if GPSD_API_MAJOR_VERSION >= 9
    r->skyHasTime = (d->skyview_time.tv_sec != 0 || d->skyview_time.tv_nsec != 0) ? 1 : 0;
    r->skyTimeSeconds = (long long)d->skyview_time.tv_sec;
    r->skyTimeNanoseconds = (long)d->skyview_time.tv_nsec;
#else
    r->skyHasTime = isnan(d->skyview_time) ? 0 : 1;
    r->skyTimeSeconds = isnan(d->skyview_time) ? 0 : (long long)d->skyview_time;
    r->skyTimeNanoseconds = isnan(d->skyview_time) ? 0 : (long)((d->skyview_time - (double)r->skyTimeSeconds) * 1e9);
#endif
}

static inline void CGPSShim_copyGST(const struct gps_data_t *d, CGPSShim_Report *r) {
    const struct gst_t *g = &d->gst;
#if GPSD_API_MAJOR_VERSION >= 9
    r->gstHasTime = (g->utctime.tv_sec != 0 || g->utctime.tv_nsec != 0) ? 1 : 0;
    r->gstTimeSeconds = (long long)g->utctime.tv_sec;
    r->gstTimeNanoseconds = (long)g->utctime.tv_nsec;
#else
    r->gstHasTime = isnan(g->utctime) ? 0 : 1;
    r->gstTimeSeconds = isnan(g->utctime) ? 0 : (long long)g->utctime;
    r->gstTimeNanoseconds = isnan(g->utctime) ? 0 : (long)((g->utctime - (double)r->gstTimeSeconds) * 1e9);
#endif
    r->gstRMS = g->rms_deviation;
    r->gstMajor = g->smajor_deviation;
    r->gstMinor = g->sminor_deviation;
    r->gstOrientation = g->smajor_orientation;
    r->gstLatitude = g->lat_err_deviation;
    r->gstLongitude = g->lon_err_deviation;
    r->gstAltitude = g->alt_err_deviation;
}

static inline void CGPSShim_copyDevice(const struct gps_data_t *d, CGPSShim_Report *r) {
#if GPSD_API_MAJOR_VERSION >= 9
    r->deviceActive = (d->dev.activated.tv_sec != 0 || d->dev.activated.tv_nsec != 0) ? 1 : 0;
#else
    r->deviceActive = (isnan(d->dev.activated) || d->dev.activated == 0) ? 0 : 1;
#endif
}

/*
 * Whether the last message was a DEVICE report of a closed device. gpsd 3.22 writes
 * "activated":0 for it, which libgps's JSON parser rejects (it wants a time string), so
 * DEVICE_SET stays clear: look at the message text.
 */
static inline int CGPSShim_isDeviceClosedMessage(const CGPSShim_Session *session) {
    const char *raw = session->message;
    if (strstr(raw, "\"class\":\"DEVICE\"") == NULL) {
        return 0;
    }
    const char *activated = strstr(raw, "\"activated\":0");
    return activated != NULL && (activated[13] == ',' || activated[13] == '}') ? 1 : 0;
}

/*
 * Reads one message (gps_read) and copies what it set into *report.
 * Returns gps_read's result: -1 when the connection closed or failed, 0 when nothing was
 * read, more than 0 when a message was read. Clears gps_data_t.set first: libgps does not,
 * and stale bits would make a SKY look like a new fix.
 */
static inline int CGPSShim_read(CGPSShim_Session *session, CGPSShim_Report *report) {
    struct gps_data_t *d = &session->data;
    memset(report, 0, sizeof(*report));
    session->message[0] = '\0';
    d->set = 0;
#if GPSD_API_MAJOR_VERSION >= 7
    int result = gps_read(d, session->message, (int)sizeof(session->message));
#else
    int result = gps_read(d);
#endif
    session->partial = result == 0;
    if (result <= 0) {
        return result;
    }
    gps_mask_t set = d->set;
    /* A relayed packet: NMEA text, or a binary packet's hex digits. */
    char first = session->message[0];
    if (first != '{' && first != '\0') {
        report->kinds |= CGPSSHIM_RELAYED;
        return result;
    }
    /* TPV: libgps sets MODE_SET on every TPV it parses. */
    if ((set & MODE_SET) != 0) {
        report->kinds |= CGPSSHIM_TPV;
        CGPSShim_copyTPV(d, report);
    }
    if ((set & (DOP_SET | SATELLITE_SET)) != 0 && (set & MODE_SET) == 0) {
        report->kinds |= CGPSSHIM_SKY;
        CGPSShim_copySKY(d, set, report);
    }
    if ((set & GST_SET) != 0) {
        report->kinds |= CGPSSHIM_GST;
        CGPSShim_copyGST(d, report);
    }
    if ((set & VERSION_SET) != 0) {
        report->kinds |= CGPSSHIM_VERSION;
    }
    if ((set & DEVICE_SET) != 0) {
        report->kinds |= CGPSSHIM_DEVICE;
        CGPSShim_copyDevice(d, report);
    } else if (CGPSShim_isDeviceClosedMessage(session)) {
        report->kinds |= CGPSSHIM_DEVICE;
        report->deviceActive = 0;
    }
    return result;
}

/* The text of the last message read (NUL-terminated). */
static inline const char *CGPSShim_message(const CGPSShim_Session *session) {
    return session->message;
}

/* Closes the connection and frees the session (gps_close). */
static inline void CGPSShim_close(CGPSShim_Session *session) {
    gps_close(&session->data);
    free(session);
}

/* A message for a gps_open error code (gps_errstr). */
static inline const char *CGPSShim_errorString(int error) {
    return gps_errstr(error);
}

#endif
