      * NATINSP - INSPECT of national data: the text statements of the
      * interpreter work on bytes, and a national character is two
      * (U+4100 U+4100 holds the bytes 00 41 across its characters), so
      * INSPECT, UNSTRING and STRING other than national items DELIMITED
      * BY SIZE into a national item go wrong unsupported at the
      * statement, never with a byte-wise count (IBM would count 0 here:
      * Language Reference, "INSPECT statement", national operands).
       IDENTIFICATION DIVISION.
       PROGRAM-ID. NATINSP.
       DATA DIVISION.
       WORKING-STORAGE SECTION.
       01  N1 PIC N(3) VALUE NX"410041004100".
       01  I  PIC 9 VALUE 0.
       PROCEDURE DIVISION.
           DISPLAY "BEFORE"
           INSPECT N1 TALLYING I FOR ALL N"A"
           DISPLAY I
           STOP RUN.
