      * SORTCOLL - SORT ... COLLATING SEQUENCE IS alphabet-name
      * (Language Reference, "SORT statement": the alphabet orders the
      * nonnumeric keys in place of the program collating sequence):
      * STANDARD-1 (ASCII: digits, upper case, lower case), EBCDIC
      * (lower case, upper case, digits) and NATIVE (the data's own
      * order; ASCII data in this run). cobc prints the same lines for
      * the three sorts (before, the phrase was unsupported). The last
      * SORT has a key holding X'E9', outside 7-bit ASCII, whose place
      * in STANDARD-1 IBM does not document: the run goes wrong
      * unsupported there.
       IDENTIFICATION DIVISION.
       PROGRAM-ID. SORTCOLL.
       ENVIRONMENT DIVISION.
       CONFIGURATION SECTION.
       SPECIAL-NAMES.
           ALPHABET ASC IS STANDARD-1
           ALPHABET EBC IS EBCDIC
           ALPHABET NAT IS NATIVE.
       INPUT-OUTPUT SECTION.
       FILE-CONTROL.
           SELECT SRT ASSIGN TO SRTWK.
       DATA DIVISION.
       FILE SECTION.
       SD  SRT.
       01  SR PIC X(3).
       WORKING-STORAGE SECTION.
       01  I PIC 9.
       01  T.
           05 FILLER PIC X(3) VALUE "a1B".
           05 FILLER PIC X(3) VALUE "1aB".
           05 FILLER PIC X(3) VALUE "Bxy".
           05 FILLER PIC X(3) VALUE "bxy".
           05 FILLER PIC X(3) VALUE "9zz".
       01  TR REDEFINES T.
           05 TE PIC X(3) OCCURS 5.
       PROCEDURE DIVISION.
           DISPLAY "ASCII"
           SORT SRT ON ASCENDING KEY SR COLLATING SEQUENCE IS ASC
               INPUT PROCEDURE IS RELS OUTPUT PROCEDURE IS SHOW
           DISPLAY "EBCDIC"
           SORT SRT ON ASCENDING KEY SR COLLATING SEQUENCE IS EBC
               INPUT PROCEDURE IS RELS OUTPUT PROCEDURE IS SHOW
           DISPLAY "NATIVE"
           SORT SRT ON ASCENDING KEY SR COLLATING SEQUENCE IS NAT
               INPUT PROCEDURE IS RELS OUTPUT PROCEDURE IS SHOW
           MOVE X"E9" TO TE(3)(1:1)
           DISPLAY "NOT ASCII"
           SORT SRT ON ASCENDING KEY SR COLLATING SEQUENCE IS ASC
               INPUT PROCEDURE IS RELS OUTPUT PROCEDURE IS SHOW
           STOP RUN.
       RELS.
           PERFORM VARYING I FROM 1 BY 1 UNTIL I > 5
               RELEASE SR FROM TE(I)
           END-PERFORM.
       SHOW.
           PERFORM 5 TIMES
               RETURN SRT AT END DISPLAY "EOF" END-RETURN
               DISPLAY SR
           END-PERFORM.
