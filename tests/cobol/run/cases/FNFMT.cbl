      * FNFMT - the ISO 8601 format functions of Enterprise COBOL 6
      * (Language Reference, "Date and time formats", FORMATTED-DATE,
      * FORMATTED-TIME, FORMATTED-DATETIME, FORMATTED-CURRENT-DATE,
      * INTEGER-OF-FORMATTED-DATE, SECONDS-FROM-FORMATTED-TIME,
      * TEST-FORMATTED-DATETIME): calendar, ordinal and week dates,
      * basic and extended; times with a fraction (truncated), a UTC
      * format (the time minus the offset) and an offset format; a value
      * tested gives the position of the first character that cannot be
      * part of a valid value. The clock is FNFMT.args (IBM's
      * SECONDS-FROM-FORMATTED-TIME example value "05142781+0500" lacks
      * the point of "hhmmss.ss+hhmm": with it, 18867.81). cobc 3.1.2
      * prints the same lines but FORMATTED-CURRENT-DATE's (the host's
      * clock) and goes on at the last statement, a UTC format without
      * the offset, with the host's offset: here the offset is no input
      * of the run, so the run goes wrong unsupported there.
       IDENTIFICATION DIVISION.
       PROGRAM-ID. FNFMT.
       DATA DIVISION.
       WORKING-STORAGE SECTION.
       01 D PIC 9(7) VALUE 143951.
       01 N PIC 9(7).
       01 S PIC 9(5).99.
       PROCEDURE DIVISION.
           DISPLAY FUNCTION FORMATTED-DATE('YYYYMMDD', D) ' '
                   FUNCTION FORMATTED-DATE('YYYY-MM-DD', D) ' '
                   FUNCTION FORMATTED-DATE('YYYYDDD', D) ' '
                   FUNCTION FORMATTED-DATE('YYYY-DDD', D)
           DISPLAY FUNCTION FORMATTED-DATE('YYYYWwwD', D) ' '
                   FUNCTION FORMATTED-DATE('YYYY-Www-D', D) ' '
                   FUNCTION FORMATTED-DATE('YYYY-Www-D', 1) ' '
                   FUNCTION FORMATTED-DATE('YYYYWwwD', 146462) ' '
                   FUNCTION FORMATTED-DATE('YYYY-Www-D', 146097)
           DISPLAY FUNCTION FORMATTED-TIME('hhmmss', 18867.812479) ' '
                   FUNCTION FORMATTED-TIME('hh:mm:ss.ss', 18867.816) ' '
                   FUNCTION FORMATTED-TIME('hhmmss.sss', 18867.8)
           DISPLAY FUNCTION FORMATTED-TIME('hhmmssZ', 3600, 60) ' '
                   FUNCTION FORMATTED-TIME('hhmmss+hhmm', 3600, -90) ' '
                   FUNCTION FORMATTED-TIME('hh:mm:ss+hh:mm', 3600, 90)
           DISPLAY FUNCTION FORMATTED-DATETIME('YYYYMMDDThhmmss', D,
                   18867.8) ' '
                   FUNCTION FORMATTED-DATETIME('YYYY-MM-DDThh:mm:ssZ',
                   D, 60, 120)
           DISPLAY FUNCTION FORMATTED-CURRENT-DATE(
                   'YYYY-MM-DDThh:mm:ss.ss')
           COMPUTE N = FUNCTION INTEGER-OF-FORMATTED-DATE('YYYY-Www-D',
                   '1995-W07-3')
           DISPLAY N
           COMPUTE N = FUNCTION INTEGER-OF-FORMATTED-DATE('YYYYDDD',
                   '1995046')
           DISPLAY N
           COMPUTE N = FUNCTION SECONDS-FROM-FORMATTED-TIME('hhmmss',
                   '051427')
           DISPLAY N
           COMPUTE S = FUNCTION SECONDS-FROM-FORMATTED-TIME(
                   'hhmmss.ss+hhmm', '051427.81+0500')
           DISPLAY S
           COMPUTE N = FUNCTION TEST-FORMATTED-DATETIME('YYYYMMDD',
                   '19950230')
           DISPLAY N
           COMPUTE N = FUNCTION TEST-FORMATTED-DATETIME('hh:mm:ss',
                   '12:61:00')
           DISPLAY N
           COMPUTE N = FUNCTION TEST-FORMATTED-DATETIME('YYYY-MM-DD',
                   '1995/02/15')
           DISPLAY N
           COMPUTE N = FUNCTION TEST-FORMATTED-DATETIME('YYYYMMDD',
                   '19951315')
           DISPLAY N
           COMPUTE N = FUNCTION TEST-FORMATTED-DATETIME('YYYYMMDD',
                   '19950215')
           DISPLAY N
           DISPLAY FUNCTION FORMATTED-TIME('hhmmssZ', 3600)
           STOP RUN.
