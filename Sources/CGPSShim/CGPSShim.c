#include "CGPSShim.h"

#include <dlfcn.h>
#include <errno.h>
#include <fcntl.h>
#include <math.h>
#include <poll.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/*
 * The library the headers belong to: its soname, from the major version of the libgps.so
 * the build found (Package.swift defines CGPSSHIM_LIBGPS_MAJOR); an unversioned libgps.so
 * (the development link) otherwise.
 */
#define CGPSSHIM_TEXT(x) #x
#define CGPSSHIM_SONAME(major) "libgps.so." CGPSSHIM_TEXT(major)
#ifdef CGPSSHIM_LIBGPS_MAJOR
#define CGPSSHIM_LIBGPS CGPSSHIM_SONAME(CGPSSHIM_LIBGPS_MAJOR)
#else
#define CGPSSHIM_LIBGPS "libgps.so"
#endif

/* The libgps functions the shim calls, typed by gps.h's own declarations. */
static struct {
    __typeof__(gps_open) *open;
    __typeof__(gps_stream) *stream;
    __typeof__(gps_waiting) *waiting;
    __typeof__(gps_read) *read;
    __typeof__(gps_close) *close;
    __typeof__(gps_errstr) *errstr;
} libgps;
static char loadFailure[512];
static pthread_once_t loadOnce = PTHREAD_ONCE_INIT;

static void *symbol(void *handle, const char *name) {
    void *address = dlsym(handle, name);
    if (address == NULL && loadFailure[0] == '\0') {
        snprintf(loadFailure, sizeof loadFailure, "%s has no %s", CGPSSHIM_LIBGPS, name);
    }
    return address;
}

static void load(void) {
    void *handle = dlopen(CGPSSHIM_LIBGPS, RTLD_NOW | RTLD_LOCAL);
    if (handle == NULL) {
        const char *why = dlerror();
        snprintf(loadFailure, sizeof loadFailure, "%s", why != NULL ? why : "cannot load " CGPSSHIM_LIBGPS);
        return;
    }
    libgps.open = (__typeof__(gps_open) *)symbol(handle, "gps_open");
    libgps.stream = (__typeof__(gps_stream) *)symbol(handle, "gps_stream");
    libgps.waiting = (__typeof__(gps_waiting) *)symbol(handle, "gps_waiting");
    libgps.read = (__typeof__(gps_read) *)symbol(handle, "gps_read");
    libgps.close = (__typeof__(gps_close) *)symbol(handle, "gps_close");
    libgps.errstr = (__typeof__(gps_errstr) *)symbol(handle, "gps_errstr");
}

/* Loads libgps once (later calls return at once); NULL when it is loaded, otherwise why it could not be. */
static const char *CGPSShim_load(void) {
    pthread_once(&loadOnce, load);
    return loadFailure[0] == '\0' ? NULL : loadFailure;
}

CGPSShim_Session *CGPSShim_open(const char *host, const char *port, int *error) {
    if (CGPSShim_load() != NULL) {
        *error = ELIBACC;  /* CGPSShim_errorString says why */
        return NULL;
    }
    CGPSShim_Session *session = calloc(1, sizeof(CGPSShim_Session));
    if (session == NULL) {
        *error = ENOMEM;
        return NULL;
    }
    if (libgps.open(host, port, &session->data) != 0) {
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

int CGPSShim_watch(CGPSShim_Session *session, int relay) {
    return libgps.stream(&session->data, WATCH_ENABLE | WATCH_JSON | (relay ? WATCH_RARE : 0u), NULL);
}

/*
 * Whether data is waiting, waiting up to `microseconds` (gps_waiting). gps_waiting answers
 * "yes" at once while libgps buffers any byte, even a line without its newline that only
 * new input can finish: after a read that found no whole line, wait on the socket itself,
 * or a server that sends half a line and stops would be polled in a busy loop.
 */
int CGPSShim_waiting(CGPSShim_Session *session, int microseconds) {
    if (!session->partial) {
        return libgps.waiting(&session->data, microseconds) ? 1 : 0;
    }
    struct pollfd descriptor = { .fd = session->data.gps_fd, .events = POLLIN, .revents = 0 };
    return poll(&descriptor, 1, microseconds / 1000) > 0 ? 1 : 0;
}

/*
 * A time from gpsd as whether it is set, Unix seconds and nanoseconds: a timespec from API 9
 * on (zero when unset), a double of Unix seconds before (NaN when unset).
 */
#if GPSD_API_MAJOR_VERSION >= 9
typedef struct timespec CGPSShim_Time;
static void CGPSShim_splitTime(CGPSShim_Time t, int *isSet, long long *seconds, long *nanoseconds) {
    *isSet = (t.tv_sec != 0 || t.tv_nsec != 0) ? 1 : 0;
    *seconds = (long long)t.tv_sec;
    *nanoseconds = (long)t.tv_nsec;
}
#else
typedef timestamp_t CGPSShim_Time;
static void CGPSShim_splitTime(CGPSShim_Time t, int *isSet, long long *seconds, long *nanoseconds) {
    *isSet = isnan(t) ? 0 : 1;
    *seconds = isnan(t) ? 0 : (long long)t;
    *nanoseconds = isnan(t) ? 0 : (long)((t - (double)*seconds) * 1e9);
}
#endif

static void CGPSShim_copyTPV(const struct gps_data_t *d, CGPSShim_Report *r) {
    const struct gps_fix_t *f = &d->fix;
    r->mode = f->mode;
#if GPSD_API_MAJOR_VERSION >= 10
    r->status = f->status;
#else
    r->status = d->status;
#endif
    CGPSShim_splitTime(f->time, &r->hasTime, &r->timeSeconds, &r->timeNanoseconds);
#if GPSD_API_MAJOR_VERSION >= 9
    r->altitudeMSL = f->altMSL;
    r->geoidSeparation = f->geoid_sep;
    r->magneticVariation = f->magnetic_var;
    r->dgpsAge = f->dgps_age;
    r->dgpsStation = f->dgps_station;
#else
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
static void CGPSShim_copySKY(const struct gps_data_t *d, gps_mask_t set, CGPSShim_Report *r) {
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
    CGPSShim_splitTime(d->skyview_time, &r->skyHasTime, &r->skyTimeSeconds, &r->skyTimeNanoseconds);
}

static void CGPSShim_copyGST(const struct gps_data_t *d, CGPSShim_Report *r) {
    const struct gst_t *g = &d->gst;
    CGPSShim_splitTime(g->utctime, &r->gstHasTime, &r->gstTimeSeconds, &r->gstTimeNanoseconds);
    r->gstRMS = g->rms_deviation;
    r->gstMajor = g->smajor_deviation;
    r->gstMinor = g->sminor_deviation;
    r->gstOrientation = g->smajor_orientation;
    r->gstLatitude = g->lat_err_deviation;
    r->gstLongitude = g->lon_err_deviation;
    r->gstAltitude = g->alt_err_deviation;
}

static void CGPSShim_copyDevice(const struct gps_data_t *d, CGPSShim_Report *r) {
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
static int CGPSShim_isDeviceClosedMessage(const CGPSShim_Session *session) {
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
int CGPSShim_read(CGPSShim_Session *session, CGPSShim_Report *report) {
    struct gps_data_t *d = &session->data;
    memset(report, 0, sizeof(*report));
    session->message[0] = '\0';
    d->set = 0;
#if GPSD_API_MAJOR_VERSION >= 7
    int result = libgps.read(d, session->message, (int)sizeof(session->message));
#else
    int result = libgps.read(d);
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

const char *CGPSShim_message(const CGPSShim_Session *session) {
    return session->message;
}

void CGPSShim_close(CGPSShim_Session *session) {
    libgps.close(&session->data);
    free(session);
}

const char *CGPSShim_errorString(int error) {
    const char *failure = CGPSShim_load();
    return failure != NULL ? failure : libgps.errstr(error);
}
