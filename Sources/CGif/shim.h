#ifndef TOUCHLAB_CGIF_SHIM_H
#define TOUCHLAB_CGIF_SHIM_H
#include <gif_lib.h>
#endif
