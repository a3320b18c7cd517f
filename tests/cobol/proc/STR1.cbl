      * STR1 - STRING, UNSTRING, INSPECT (all forms), INITIALIZE, SET,
      * CALL, ACCEPT, DISPLAY, MOVE CORRESPONDING.
       IDENTIFICATION DIVISION.
       PROGRAM-ID. STR1.
       DATA DIVISION.
       WORKING-STORAGE SECTION.
       01  T                PIC X(20) VALUE 'A,B;;C'.
       01  U1               PIC X(5).
       01  U2               PIC X(5).
       01  D1               PIC X.
       01  C1               PIC 99.
       01  P                PIC 99 VALUE 1.
       01  CNT              PIC 99 VALUE 0.
       01  TD               PIC 9(8).
       01  PTR              USAGE POINTER.
       01  F                PIC X VALUE 'N'.
           88  F-ON         VALUE 'Y'.
           88  F-OFF        VALUE 'N'.
       01  G.
           05  G1           PIC X(3).
           05  G2           PIC 9(3).
       LINKAGE SECTION.
       01  L.
           05  G1           PIC X(3).
       PROCEDURE DIVISION.
           STRING 'X' T DELIMITED BY ',' U1 DELIMITED BY SIZE
               INTO U2 WITH POINTER P
               ON OVERFLOW DISPLAY 'OVF'
           END-STRING
           UNSTRING T DELIMITED BY ',' OR ALL ';'
               INTO U1 DELIMITER IN D1 COUNT IN C1 U2
               WITH POINTER P TALLYING IN CNT
               NOT ON OVERFLOW DISPLAY 'OK'
           END-UNSTRING
           INSPECT T TALLYING CNT FOR ALL 'A' ',' BEFORE INITIAL 'C'
                              C1 FOR CHARACTERS AFTER ';'
               REPLACING LEADING 'A' BY 'Z' FIRST ';' BY ':'
           INSPECT T CONVERTING 'ABC' TO 'abc' AFTER INITIAL ','
           INITIALIZE G WITH FILLER ALL TO VALUE
               THEN REPLACING NUMERIC DATA BY 7 ALPHANUMERIC BY 'Q'
               THEN TO DEFAULT
           SET F-ON TO TRUE
           SET PTR TO NULL
           SET ADDRESS OF L TO PTR
           CALL 'SUB1' USING T OMITTED BY CONTENT 'LIT' LENGTH OF T
               BY VALUE P RETURNING CNT
               ON EXCEPTION DISPLAY 'NO SUB'
           END-CALL
           ACCEPT TD FROM DATE YYYYMMDD
           ACCEPT U1
           DISPLAY 'A' U1 UPON CONSOLE WITH NO ADVANCING
           MOVE CORRESPONDING G TO L
           IF F-ON AND T(1:1) = 'A' AND NOT F-OFF
               DISPLAY 'Y'
           END-IF
           STOP RUN.
