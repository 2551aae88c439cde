#ifndef CGPSSHIM_H
#define CGPSSHIM_H
/* The only place that touches libgps's gps_data_t; see GPSD/ for the Swift side. */
#include <gps.h>
#endif
