#ifndef CGPSSHIM_H
#define CGPSSHIM_H
/*
 * The only place that touches libgps's gps_data_t. Each gps_read is copied into
 * CGPSShim_Report, a small struct that stays the same across libgps API versions, so
 * API changes stop here. Every field access sits behind GPSD_API_MAJOR_VERSION checks.
 * Doubles gpsd did not send are NaN in the report; Swift turns them into nil.
 *
 * libgps is loaded when a connection is first opened (dlopen), not when the program starts:
 * it brings D-Bus, systemd and libgcrypt with it, about 2 ms of every start-up of a program
 * that never talks to gpsd, and a device without libgps can still use the direct sources.
 * The build needs gps.h (Debian and Ubuntu: libgps-dev).
 */
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

/*
 * Opens a connection to gpsd at host:port, loading libgps first; NULL on failure with
 * *error set, for CGPSShim_errorString.
 */
CGPSShim_Session *CGPSShim_open(const char *host, const char *port, int *error);

/*
 * Asks gpsd to stream JSON reports and, with `relay`, the device's own packets as well
 * ("raw":1, WATCH_RARE): gpsd copies textual packets (NMEA) as they came and writes
 * binary packets as one line of hex digits, each before the reports it made of them.
 * 0 on success.
 */
int CGPSShim_watch(CGPSShim_Session *session, int relay);

/* Whether data is waiting, waiting up to `microseconds`. */
int CGPSShim_waiting(CGPSShim_Session *session, int microseconds);

/*
 * Reads one message (gps_read) and copies what it set into *report.
 * Returns gps_read's result: -1 when the connection closed or failed, 0 when nothing was
 * read, more than 0 when a message was read.
 */
int CGPSShim_read(CGPSShim_Session *session, CGPSShim_Report *report);

/* The text of the last message read (NUL-terminated). */
const char *CGPSShim_message(const CGPSShim_Session *session);

/* Closes the connection and frees the session (gps_close). */
void CGPSShim_close(CGPSShim_Session *session);

/* A message for an error of CGPSShim_open (gps_errstr, or why libgps could not be loaded). */
const char *CGPSShim_errorString(int error);

#endif
