#ifndef TOUCHLAB_CX11_SHIM_H
#define TOUCHLAB_CX11_SHIM_H
#include <X11/Xlib.h>
#include <X11/Xutil.h>
#include <X11/Xatom.h>
#include <X11/extensions/XInput2.h>
#include <X11/extensions/XShm.h>
#include <sys/ipc.h>
#include <sys/shm.h>
/* malloc_trim: the Glibc module leaves malloc.h out. */
#include <malloc.h>
#endif
